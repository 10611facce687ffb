import { describe, expect, it } from 'vitest'
import { readCommand, type Flag } from './read-command'

const flags: Record<string, Flag> = {
  csv: {},
  delete: { takes: 'a lead id' },
  photos: { words: { count: 2, are: 'a lead id and a folder' } },
}
const read = (...args: string[]) => readCommand(args, flags)

describe('one command from a command line', () => {
  it('reads a flag, a value after it or after =, and the words that follow', () => {
    expect(read()).toBeUndefined()
    expect(read('--csv')).toEqual({ name: 'csv', words: [] })
    expect(read('--delete', 'a@b.c')).toEqual({ name: 'delete', value: 'a@b.c', words: [] })
    expect(read('--delete=a=b')).toEqual({ name: 'delete', value: 'a=b', words: [] })
    expect(read('--photos', 'ID', 'dir')).toEqual({ name: 'photos', words: ['ID', 'dir'] })
  })

  it('lets help win over anything else', () => {
    expect(read('--csv', '-h')).toEqual({ name: 'help', words: [] })
    expect(read('--help', '--delete', 'x')).toEqual({ name: 'help', words: [] })
  })

  it('says what is wrong, in words', () => {
    expect(() => read('--delete')).toThrow('--delete needs a lead id.')
    expect(() => read('--delete', '--csv')).toThrow('--delete needs a lead id.')
    expect(() => read('--delete=')).toThrow('--delete needs a lead id.')
    expect(() => read('--photos', 'ID')).toThrow('--photos needs a lead id and a folder.')
    expect(() => read('--frobnicate')).toThrow('Unknown argument: --frobnicate')
    expect(() => read('-x')).toThrow('Unknown argument: -x')
    expect(() => read('--csv=yes')).toThrow('Unknown argument: --csv=yes')
    expect(() => read('leads.csv')).toThrow('Unknown argument: leads.csv')
    expect(() => read('--photos', 'ID', 'dir', 'more')).toThrow('Unknown argument: more')
    expect(() => read('--csv', '--delete', 'x')).toThrow('Give one command at a time.')
  })
})
