import { describe, expect, it } from 'vitest'
import { WITHOUT_SCRIPT_TEXT } from '../db/lead-fields'
import { csvField, leadsCsv } from './leads-csv'
import { sampleLead } from './sample-lead'

describe('npm run leads -- --csv', () => {
  it('writes the header row and one row per lead, every field quoted, columns in order', () => {
    const [header, row, end] = leadsCsv([sampleLead()]).split('\r\n')
    expect(header).toBe(
      '"Received","First name","Last name","Phone","E-mail","Service","Project details",' +
        '"Form","Page","Sent without script","Lead id","Photos","Source","First page of the visit",' +
        '"Came from site","Campaign source","Campaign medium","Campaign","Ad click","Device",' +
        '"Opened from the Home Screen","Sent offline"',
    )
    expect(row).toBe(
      '"2026-11-21T15:04:05.000Z","Maria","Lopez, Jr.","(914) 555-0199","maria@example.net",' +
        '"Bathroom Remodeling","Hall bath, ""tub to shower"".\nSecond line.","contact-page",' +
        '"/contact","","7c9e6679-7425-40de-944b-e07fc1f90ae7",""' +
        ',""'.repeat(10),
    )
    const [, withoutScript] = leadsCsv([sampleLead({ sentWithoutScript: 1 })]).split('\r\n')
    expect(withoutScript).toContain(`"/contact","${WITHOUT_SCRIPT_TEXT}",`)
    expect(end).toBe('')
    // the photo files of a lead that sent some, under DATA_DIR
    const [, withPhotos] = leadsCsv([sampleLead()], () => ['1.jpg', '2.jpg']).split('\r\n')
    expect(withPhotos).toMatch(
      /,"photos\/7c9e6679-7425-40de-944b-e07fc1f90ae7\/1\.jpg photos\/7c9e6679-7425-40de-944b-e07fc1f90ae7\/2\.jpg"(?:,""){10}$/,
    )
  })

  it('says where each lead came from, a campaign tag defused as any visitor text', () => {
    const [, row] = leadsCsv(
      [sampleLead()],
      () => [],
      () => ({
        firstPage: '/services/kitchens',
        utmSource: '=HYPERLINK("x")',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        adClick: 'google-ads',
        device: 'phone',
        display: 'home-screen',
        sentOffline: true,
      }),
    ).split('\r\n')
    expect(row).toMatch(
      /,"Ads","\/services\/kitchens","","'=HYPERLINK\(""x""\)","cpc","spring","Google Ads","phone","yes","yes"$/,
    )
  })

  it.each([
    ['=1+1'],
    ['+1 914 555 0199'],
    ['-2+3'],
    ['@SUM(A1)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\n=1+1'],
    [' =1+1'],
    ['\u00a0 =1+1'],
    ['\u200b=1+1'],
    ['\u200d\u2060\ufeff=1+1'],
    ['\u202e\u2066=1+1'],
    ['\u001b=1+1'],
    ['＝1+1'],
    ['＋1+1'],
    ['－1+1'],
    ['＠SUM(A1)'],
    ['\u200b ＝1+1'],
  ])('defuses %j, which a spreadsheet could run as a formula', (value) => {
    expect(csvField(value)).toBe(`"'${value.replaceAll('"', '""')}"`)
  })

  it('quotes quotes, separators and line breaks so each value stays one cell', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvField(';=1234567890')).toBe('";=1234567890"')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
  })

  it('leaves ordinary values as they are', () => {
    expect(csvField('Maria')).toBe('"Maria"')
    expect(csvField('(914) 555-0199')).toBe('"(914) 555-0199"')
    expect(csvField('')).toBe('""')
  })
})
