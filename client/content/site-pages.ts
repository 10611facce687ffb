import { IDEMPOTENCY_KEY_RETENTION_DAYS, LEAD_RETENTION_MONTHS } from '../../shared/retention'
import { CONTACT_QUEUE_RETENTION_DAYS } from '../../shared/sw-messages'
import type { DocContent } from './types'

/**
 * Bodies of the one-of-a-kind written pages: the showroom, the legal pages, news, and the
 * introductions of the encyclopedia, guides, blog and gallery indexes and the thank-you page.
 * Each id is the route's contentId in shared/routes.ts.
 */
export const sitePageBodies = [
  {
    id: 'showroom',
    sections: [
      {
        heading: 'What you can see and handle',
        blocks: [
          {
            kind: 'p',
            text:
              'The showroom is where a plan turns into materials you can touch. A ' +
              'screen flattens color and texture, and a 2-inch chip tells you little ' +
              'about how a painted door reads across a 12-foot wall. Here you can open ' +
              'drawers, run a hand over a honed stone, hold a pull the way you will ' +
              'hold it every day, and set a tile next to a cabinet door under the same ' +
              'light.',
          },
          {
            kind: 'table',
            caption: 'What is on display, and what to look for',
            columns: ['Display', 'What you will find', 'What to check while you are here'],
            rows: [
              [
                'Cabinet doors and finishes',
                'Shaker, slab, inset and raised-panel doors in painted and stained ' +
                  'finishes, with drawer boxes and organizers',
                'The paint on door edges and inside corners, how the grain shows through ' +
                  'a stain, and the feel of soft-close hinges and full-extension slides',
              ],
              [
                'Countertops',
                'Slabs and large samples of quartz, granite, marble and quartzite, with ' +
                  'edge profiles',
                'How the pattern runs across a larger piece, honed next to polished, and ' +
                  'edges such as eased, bevel and mitered',
              ],
              [
                'Tile',
                'Porcelain, ceramic and natural stone for floors, walls and showers, from ' +
                  'mosaics to large-format pieces',
                'Whether a floor tile is rated for wet areas, how the grout color changes ' +
                  'the look, and how big tile needs a flat floor',
              ],
              [
                'Hardware and faucet finishes',
                'Pulls, knobs and faucet finishes side by side, from polished chrome and ' +
                  'brushed nickel to matte black and brass tones',
                'How each finish shows fingerprints and water spots, and whether pulls, ' +
                  'faucet and light fixtures should match or contrast',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'A few details are easier to judge here than anywhere else. On a painted ' +
              'door, look at the inside corners of the frame, where cheaper finishes ' +
              'crack first. On a shower floor tile, ask for its slip resistance: in the ' +
              'U.S. a DCOF of 0.42 or more is the usual threshold for level floors that ' +
              'get wet, and small mosaics add grout lines that help bare feet. On ' +
              'faucets, PVD finishes resist wear better than plated ones, while ' +
              'unlacquered brass is meant to darken and change with use.',
          },
          {
            kind: 'p',
            text:
              'Natural stone varies from slab to slab, so a sample shows the kind of ' +
              'stone, not the piece you will get. Once you have narrowed the choice, we ' +
              'arrange for you to see and approve the actual slabs at the stone ' +
              'supplier, and we mark where the seams and the sink cutout will fall ' +
              'before anything is cut.',
          },
          {
            kind: 'tip',
            title: 'Judge color in your own light',
            text:
              'Showroom lighting is bright and even. Your kitchen may face north and ' +
              'get cool light all day, or face west and turn warm in the evening. Ask ' +
              'which samples can go home with you, and look at them on your own counter ' +
              'in the morning and after dark before you decide.',
          },
        ],
      },
      {
        heading: 'How a visit works',
        blocks: [
          {
            kind: 'list',
            items: [
              'Call or text ahead to set a time. You can walk in during opening hours, ' +
                'but with an appointment a designer is free to sit down with you, and the ' +
                'samples you are likely to want are already out.',
              'We start at the table with your photos, measurements and wish list, and ' +
                'talk about how the room is used, what bothers you about it now and the ' +
                'budget you have in mind.',
              'We walk the displays together and narrow each choice to two or three ' +
                'options: a door style and finish, a countertop material, floor and wall ' +
                'tile, and a hardware and faucet finish.',
              'We point out what moves the cost, such as relocating a sink, taking down ' +
                'a wall, choosing custom rather than semi-custom cabinets, or a stone ' +
                'that needs sealing.',
              'We set up a visit to your home to measure and to look at the plumbing, ' +
                'wiring and framing, which leads to a written estimate.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'A first visit runs about an hour and is free, with no obligation. Bring ' +
              'everyone who will make the decisions: choosing a finish together at the ' +
              'showroom saves a round of samples later.',
          },
        ],
      },
      {
        heading: 'Hours and parking',
        blocks: [
          {
            kind: 'p',
            text:
              'The showroom is open Monday to Saturday, 8:00 AM–6:00 PM. Sunday visits ' +
              'are by appointment, which suits households that can only come in ' +
              'together at the weekend. Parking is free and on site, so sample doors ' +
              'and tile boards can go straight into your car.',
          },
        ],
      },
      {
        heading: 'Finding us',
        blocks: [
          {
            kind: 'p',
            text:
              'We are at 7 Memorial Dr, Chappaqua, NY 10514, in the hamlet center of ' +
              'Chappaqua in the Town of New Castle, within walking distance of the ' +
              'Chappaqua station.',
          },
          {
            kind: 'list',
            items: [
              'By train: Chappaqua is a stop on the Metro-North Harlem Line, between ' +
                'Pleasantville to the south and Mount Kisco to the north, so you can come ' +
                'up from White Plains or Grand Central, or down from northern ' +
                'Westchester, without a car.',
              'From the Saw Mill River Parkway: the parkway runs past the hamlet, and ' +
                'Route 120 crosses it there. Follow the signs for Chappaqua and Route 120 ' +
                'into the hamlet center.',
              'On Route 117, which links Chappaqua with Pleasantville to the south and ' +
                'Mount Kisco to the north, turn off for the Chappaqua hamlet center.',
              'From farther away, put the street address into a map app. The Directions ' +
                'button at the foot of every page of this site opens one with the ' +
                'showroom already filled in.',
            ],
          },
        ],
      },
      {
        heading: 'What to bring',
        blocks: [
          {
            kind: 'checklist',
            title: 'Bring to your showroom visit',
            items: [
              'Photos of the room from each corner, with close-ups of the window trim, ' +
                'the floor and anything you want to keep',
              'Rough measurements: each wall, the ceiling height, window and door ' +
                'positions, and any soffits or bulkheads',
              'Model numbers of appliances you are keeping or have chosen, so cabinet ' +
                'openings and the hood can be planned to the inch',
              'For a bathroom, the size of the tub or shower and the toilet rough-in, ' +
                'measured from the wall behind it to the center of the floor bolts (often ' +
                '12 inches)',
              'Pictures of rooms you like, with a note on what you like in each one',
              'A paint chip or flooring sample from the rooms next door, if the new ' +
                'room has to sit well with them',
              'A budget range and any date by which the room must be usable again',
              "For a condo or co-op, the building's alteration rules, which often limit " +
                'working hours and ask for insurance certificates',
            ],
          },
          {
            kind: 'p',
            text:
              'None of this is required. If all you have is a phone full of photos, ' +
              'come anyway; we will measure the rest at your home visit.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need an appointment to visit?',
        answer:
          'No, you are welcome during opening hours, Monday to Saturday from 8:00 ' +
          'AM to 6:00 PM. An appointment means a designer is free to spend the time ' +
          'with you, and Sunday visits are by appointment only.',
      },
      {
        question: 'Can I bring my architect or interior designer?',
        answer:
          'Yes, and bring their drawings too. We can price cabinets, counters and ' +
          'tile against the plans and point out any detail that will be hard to ' +
          'build or will need a longer lead time.',
      },
      {
        question: 'Will I choose my actual countertop slab at the showroom?',
        answer:
          'You choose the material and color here. Quartz is made to match its ' +
          'sample closely, but natural stone varies, so before fabrication you see ' +
          'and approve the slabs themselves at the supplier, and we confirm where ' +
          'the seams will fall.',
      },
      {
        question: 'Is there a charge for the visit or the consultation?',
        answer:
          'No. The showroom visit, the measuring visit at your home and the written ' +
          'estimate are free and carry no obligation.',
      },
    ],
    related: [
      '/contact',
      '/estimate',
      '/guides/topics/cabinets',
      '/guides/topics/countertops',
      '/learning/cabinetry/finishes',
      '/guides/towns/chappaqua-10514',
    ],
  },
  {
    id: 'privacyPolicy',
    sections: [
      {
        heading: 'About this policy',
        blocks: [
          {
            kind: 'p',
            text: 'Last updated: November 2026.',
          },
          {
            kind: 'p',
            text:
              'This policy covers this website and the app you can install from it. It ' +
              'explains what we collect when you send us a request, where that ' +
              'information is kept, who sees it, and what the site and the app store on ' +
              'your own device. It describes what the site actually does. If something ' +
              'here is unclear, ask us: the contact page has our phone number and ' +
              'e-mail address.',
          },
        ],
      },
      {
        heading: 'What you send us through the request forms',
        blocks: [
          {
            kind: 'p',
            text:
              'Three forms send the same kind of request: the Request Free Estimate ' +
              'window, the form on the contact page and the one on the estimate page. ' +
              'Each asks for the information below, and the site adds two details of ' +
              'its own.',
          },
          {
            kind: 'table',
            caption: 'What a request contains',
            columns: ['Information', 'Required?', 'Why we ask'],
            rows: [
              ['First and last name', 'Yes', 'To know who we are speaking to when we call'],
              ['Phone number', 'Yes', 'To call you about the project within the time we promise'],
              ['E-mail address', 'Yes', 'To reply in writing and send the estimate'],
              [
                'Type of service',
                'No',
                'To know whether it is a kitchen, bathroom, cabinets, countertops or ' +
                  'something else',
              ],
              [
                'Project details or message',
                'Optional on the estimate forms, required on the contact page',
                'To be prepared for the first call',
              ],
              [
                'The page the form was sent from, and which form it was',
                'Added by the site',
                'To know what you were reading, so we can answer the question you had',
              ],
              [
                'The time the request arrived',
                'Added by the server',
                'To answer requests in order and keep to our reply promise',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Please do not put anything in the message box that you would not want ' +
              'stored with your request, such as door or alarm codes or bank details. ' +
              'We will ask for what we need when we visit.',
          },
        ],
      },
      {
        heading: 'Spam checks that are not kept',
        blocks: [
          {
            kind: 'p',
            text:
              'Two checks keep automated spam out. Each form contains a hidden field ' +
              'that people never see or fill in, and it notes how long the form was ' +
              'open before it was sent. When a request arrives, the server looks at ' +
              'both: a filled hidden field, or a form sent within a few seconds of ' +
              'opening, marks it as coming from a program, and it is discarded: only its ' +
              'random key and fingerprint are kept, for the same days as those of any ' +
              'request, so a repeat gets the same answer. Neither value is stored with ' +
              'a request from a person.',
          },
          {
            kind: 'p',
            text:
              'To stop floods of requests, the server also counts recent requests from ' +
              'each network address for a short while. That count is held only in the ' +
              "server's memory; it is not written to the database or the logs, and it " +
              'is gone when the time is up.',
          },
        ],
      },
      {
        heading: 'Where your request goes and how we use it',
        blocks: [
          {
            kind: 'p',
            text:
              'A request is saved in a database on our own server before the site tells ' +
              'you it was sent, so nothing is lost if e-mail is slow. Alongside it the ' +
              'server keeps a random key and a fingerprint of the request, so that one ' +
              'sent twice, for example after a dropped connection, is stored only once. ' +
              'The server then e-mails the request to the owner, with your address as ' +
              'the reply-to so we can answer you directly. No page or interface of the ' +
              'website shows stored requests; they are read on the server itself.',
          },
          {
            kind: 'list',
            items: [
              'We use your request only to answer it: to call or write back, to arrange ' +
                'a consultation at your home or the showroom, and to prepare an estimate.',
              'If you become a client, the same details go into your estimate, contract ' +
                'and project file.',
              'We do not sell, rent or trade your information, and we do not add you to ' +
                'any mailing list.',
              'We do not give it to other companies for their marketing. If a supplier ' +
                'on your project needs to reach you, such as a countertop fabricator ' +
                'booking a template visit, we pass on only what they need and tell you ' +
                'first.',
            ],
          },
          {
            kind: 'p',
            text:
              `The website's database keeps a request for ${LEAD_RETENTION_MONTHS} months ` +
              'after it arrives and then deletes it, with the record of its e-mail. The ' +
              `random key and fingerprint are deleted after ${IDEMPOTENCY_KEY_RETENTION_DAYS} ` +
              'days: long enough for a request saved on your device while offline to be ' +
              'sent and recognised. If you become a client, your project file is kept ' +
              'apart, as long as the records of the work require. You can ask us to ' +
              'delete your request sooner at any time, as described below.',
          },
        ],
      },
      {
        heading: 'What our server logs record',
        blocks: [
          {
            kind: 'p',
            text:
              'Our server writes one short line for each request it handles: the time, ' +
              'the method (such as GET or POST), the page address without anything ' +
              'after a question mark, the status code and how long the answer took. It ' +
              'never records names, phone numbers, e-mail addresses or messages, so the ' +
              'log line for a request you send shows only that a form was posted and ' +
              'whether it was accepted.',
          },
        ],
      },
      {
        heading: 'Google Analytics and Google Ads',
        blocks: [
          {
            kind: 'p',
            text:
              'The site can carry the Google tag (gtag.js) for Google Analytics and ' +
              'Google Ads. It is optional: it runs only when we switch it on, and when ' +
              'it is off no Google script is loaded at all.',
          },
          {
            kind: 'p',
            text:
              "When it is on, the tag is loaded from Google's servers and Google " +
              'Analytics records visits in its usual way, such as the pages viewed, the ' +
              'site you came from and general information about your device and ' +
              'browser. Google may set its own cookies for this, under its own privacy ' +
              'policy at policies.google.com/privacy.',
          },
          {
            kind: 'p',
            text:
              'After a request is stored, the page sends Google two events: a ' +
              "conversion and a generate_lead event. Both carry the request's id, and " +
              'the second also says the request came from a website form. Nothing else ' +
              'about you is sent: no name, phone number, e-mail address or message. You ' +
              "can block these tags with your browser's privacy settings or a content " +
              'blocker; the forms and every page work the same without them.',
          },
        ],
      },
      {
        heading: 'What the app and your browser keep on your device',
        blocks: [
          {
            kind: 'p',
            text:
              'The site keeps working without a connection once it has been loaded, and ' +
              'you can install it as an app. For that, your browser stores a few things ' +
              'on your phone or computer. They stay on your device, not on our server, ' +
              'and we cannot see them.',
          },
          {
            kind: 'table',
            caption: 'Stored on your device',
            columns: ['What', 'Why', 'How long'],
            rows: [
              [
                'Pages: the main pages, the guides and cost guides, and pages you have ' + 'read',
                'To open them without a connection',
                'Main pages and guides until a newer version of the site replaces them; ' +
                  'other pages up to 30 days, 200 at most',
              ],
              [
                'Images',
                'To show pictures offline and load pages faster',
                'Up to 30 days, 80 at most, fewer if the device runs short of space',
              ],
              [
                'The list of Westchester towns',
                'To show the town list offline',
                'Until it is refreshed on a later visit online',
              ],
              [
                'Requests typed while offline',
                'To send them for you once the connection is back',
                'Until they are sent, and never more than 14 days',
              ],
              [
                'What became of a request sent from the offline queue',
                'To tell you once that it was sent, or why it was refused',
                'Until that message has been shown',
              ],
              [
                "Which requests' conversions were already counted",
                'So a conversion is never counted twice',
                'Until the browser tab is closed',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'A request waiting offline holds exactly what you typed into the form. If ' +
              `it still has not been sent after ${CONTACT_QUEUE_RETENTION_DAYS} days, it is deleted from the device ` +
              "unsent. To remove everything the site keeps, clear the site's data in " +
              'your browser settings or uninstall the app.',
          },
        ],
      },
      {
        heading: 'Cookies',
        blocks: [
          {
            kind: 'p',
            text:
              'The site sets no cookies of its own: no login, tracking or preference ' +
              "cookies. The only cookies that can appear are Google's, and only when " +
              'the optional Google tag described above is switched on.',
          },
        ],
      },
      {
        heading: 'Calls, texts and e-mails',
        blocks: [
          {
            kind: 'p',
            text:
              'When you call, text or e-mail us directly, the message travels through ' +
              'our phone and e-mail providers rather than through this website. We ' +
              'treat what you tell us the same way as a form request and use it only to ' +
              'help with your project.',
          },
        ],
      },
      {
        heading: 'Seeing, correcting or deleting your information',
        blocks: [
          {
            kind: 'p',
            text:
              'You can ask what we hold about you, ask us to correct it, or ask us to ' +
              'delete it. Call or e-mail us using the details on the contact page and ' +
              'give the name and the phone number or e-mail address you used, so we can ' +
              'find your request. We delete the stored request and the e-mail it ' +
              'produced, except records we must keep for a signed contract or by law, ' +
              'and we let you know when it is done.',
          },
        ],
      },
      {
        heading: 'Children',
        blocks: [
          {
            kind: 'p',
            text:
              'The site is written for homeowners and is not meant for children. We do ' +
              'not knowingly collect information from anyone under 13; if you believe a ' +
              'child has sent us a request, tell us and we will delete it.',
          },
        ],
      },
      {
        heading: 'Changes to this policy',
        blocks: [
          {
            kind: 'p',
            text:
              'If the site starts collecting something new or using information in a ' +
              'new way, we will update this page and the date at the top before the ' +
              'change takes effect.',
          },
        ],
      },
    ],
    related: ['/contact', '/estimate', '/terms-of-service'],
  },
  {
    id: 'termsOfService',
    sections: [
      {
        heading: 'About these terms',
        blocks: [
          {
            kind: 'p',
            text: 'Last updated: November 2026.',
          },
          {
            kind: 'p',
            text:
              'These terms apply to this website and the app installed from it, run by ' +
              'Chappaqua Kitchen & Bath from our showroom at 7 Memorial Dr, Chappaqua, ' +
              'NY 10514. By using the site you accept them. They cover the site only: ' +
              'work on your home is governed by a written estimate and contract, as ' +
              'described below.',
          },
        ],
      },
      {
        heading: 'Prices on this site are ranges, not quotes',
        blocks: [
          {
            kind: 'p',
            text:
              'The prices on this site are typical ranges drawn from projects like ' +
              'yours, not quotes. When a page says a full kitchen remodel runs ' +
              '$45k–$85k or that the average Westchester kitchen remodel costs $67,500, ' +
              'it describes what many projects cost, not what yours will. The same goes ' +
              'for durations, such as 6–12 weeks for a kitchen or 3–6 weeks for a ' +
              'bathroom.',
          },
          {
            kind: 'p',
            text:
              'Your price depends on things we can only see at your home: the size and ' +
              'layout of the room, what is behind the walls, the state of the wiring ' +
              'and plumbing, the cabinet line and materials you choose, and what your ' +
              'building department requires. Material and labor prices also move over ' +
              'time, so a range published a year ago may no longer hold.',
          },
        ],
      },
      {
        heading: 'Your estimate and contract govern the work',
        blocks: [
          {
            kind: 'p',
            text:
              'Any work we do is governed by a written estimate and a signed contract. ' +
              'Home improvement contracts in New York, New Jersey and Connecticut must ' +
              'be in writing, and those laws also give you a short period after signing ' +
              'in which you may cancel; your contract states how. The contract, not ' +
              'this website, sets out:',
          },
          {
            kind: 'list',
            items: [
              'the scope of work, room by room and trade by trade',
              'allowances for items not yet chosen, such as tile or light fixtures',
              'the payment schedule, tied to stages of the work',
              'how changes are priced and approved in writing before they are made',
              'the schedule, and what can move it, such as lead times and inspections',
              'the warranty: 2 years on our labor, while cabinets and other products ' +
                "carry their makers' own warranties, typically 5–10 years for cabinets",
            ],
          },
          {
            kind: 'p',
            text:
              'Where anything on this site differs from your estimate or contract, the ' +
              'estimate and contract apply.',
          },
        ],
      },
      {
        heading: 'General information, not professional advice',
        blocks: [
          {
            kind: 'p',
            text:
              'Our guides, articles and encyclopedia explain how remodeling usually ' +
              'works, and we take care to get them right. They are general information, ' +
              'not engineering, architectural, legal, tax or financial advice for your ' +
              'house. Whether a wall is load-bearing, what beam replaces it, whether a ' +
              'floor will carry a stone tub, or whether a loan suits you are questions ' +
              'for a licensed engineer or architect, an attorney or a financial adviser ' +
              'who has looked at your situation.',
          },
          {
            kind: 'p',
            text:
              'Codes and product instructions change, and manufacturers revise their ' +
              'specifications. Where the site mentions a clearance, a fan size or a ' +
              'code requirement, treat it as a starting point to confirm for your own ' +
              'project.',
          },
        ],
      },
      {
        heading: 'Permit rules vary by municipality',
        blocks: [
          {
            kind: 'p',
            text:
              'Each city, town and village in Westchester, Rockland, Bergen County and ' +
              'Greenwich runs its own building department, with its own forms, fees, ' +
              'review times and inspections, and condominium boards, co-op boards and ' +
              "homeowners' associations can add rules of their own. What we write about " +
              'permits describes the usual pattern, not the rule where you live. Your ' +
              'building department decides what needs a permit; for work we contract, ' +
              'who files for which permits is set out in the contract.',
          },
        ],
      },
      {
        heading: 'Pictures and testimonials',
        blocks: [
          {
            kind: 'p',
            text:
              'The images on this site are drawings made for it, not photographs of ' +
              'specific jobs. They show the kind of room and the kind of change a page ' +
              'describes; they are not a record of any particular house, and a finished ' +
              'room will look different.',
          },
          {
            kind: 'p',
            text:
              'Some homeowner quotes on the site are samples, written to show what a ' +
              "page will carry until homeowners' own words replace them, and each is " +
              'marked as a sample. Our reviews are on our Google profile, written and ' +
              'posted by homeowners themselves.',
          },
        ],
      },
      {
        heading: 'Links to other sites',
        blocks: [
          {
            kind: 'p',
            text:
              'The site links to sites we do not run, such as our Google reviews, our ' +
              "Houzz profile, map services and manufacturers' pages. We are not " +
              'responsible for their content, their availability or how they handle ' +
              'your information; their own terms and privacy policies apply.',
          },
        ],
      },
      {
        heading: 'Using the site and its content',
        blocks: [
          {
            kind: 'p',
            text:
              'You are welcome to read, print and share pages for your own project, and ' +
              'to fill in and print the planning worksheets. Please do not republish ' +
              'our text or illustrations as your own or use them commercially without ' +
              'asking us. Do not use the forms to send advertising, automated messages ' +
              'or anything unlawful; such requests are discarded.',
          },
          {
            kind: 'p',
            text:
              'Pages saved for offline reading are copies from the last time your ' +
              'device was online and may be out of date. Check the site online, or ask ' +
              'us, before relying on a price or a rule.',
          },
        ],
      },
      {
        heading: 'No warranty on site content',
        blocks: [
          {
            kind: 'p',
            text:
              'We provide the site and its content as they are, without warranties of ' +
              'any kind as to accuracy, completeness or fitness for a particular ' +
              'purpose, to the extent the law allows. We may change or remove pages at ' +
              'any time. To the extent the law allows, we are not liable for losses ' +
              'that arise from relying on the general information here instead of on ' +
              'your estimate, your contract or advice for your own project. Nothing in ' +
              'these terms limits the warranty in a contract you sign with us, or any ' +
              'right the law does not allow to be limited.',
          },
        ],
      },
      {
        heading: 'Governing law',
        blocks: [
          {
            kind: 'p',
            text:
              'These terms are governed by the laws of the State of New York. Work on a ' +
              'home in New Jersey or Connecticut is governed by the contract for that ' +
              'work and the law that applies to it.',
          },
        ],
      },
      {
        heading: 'Changes and contact',
        blocks: [
          {
            kind: 'p',
            text:
              'We may update these terms; the date at the top shows the current ' +
              'version. Questions about them can reach us by phone or e-mail through ' +
              'the contact page, or in person at the showroom, Monday to Saturday from ' +
              '8:00 AM to 6:00 PM.',
          },
        ],
      },
    ],
    related: [
      '/privacy-policy',
      '/contact',
      '/learning/process/costs-budgets',
      '/blog/westchester-remodeling-permits',
    ],
  },
  {
    id: 'news',
    sections: [
      {
        heading: 'November 2026: A new website, with guides that work offline',
        blocks: [
          {
            kind: 'p',
            text:
              'Our website has been rebuilt. Alongside the service pages there is now a ' +
              'renovation encyclopedia with reference pages on kitchens, bathrooms, ' +
              'cabinetry, countertops and the remodeling process; topic guides for ' +
              'kitchens, baths, cabinets, countertops, flooring, closets and media ' +
              'walls; town guides for six Westchester communities; and a project ' +
              'gallery that gives the budget and schedule of each job.',
          },
          {
            kind: 'p',
            text:
              'The guides and cost guides are saved on your phone or computer after ' +
              'your first visit, so they open without a connection: in a basement with ' +
              'no signal, at the stone yard or on the train. You can also install the ' +
              'site as an app. In Chrome or Edge, use the install button; on an iPhone ' +
              'or iPad, tap Share in Safari and choose Add to Home Screen. A request ' +
              'you send while offline is kept on your device and goes out as soon as ' +
              'the connection is back.',
          },
        ],
      },
      {
        heading: 'November 2026: Holiday hours',
        blocks: [
          {
            kind: 'p',
            text:
              'We will be closed on Thanksgiving Day, Thursday, November 26, and on ' +
              'Christmas Day, Friday, December 25. Requests sent through the site on ' +
              'those days are stored and answered as soon as we reopen.',
          },
          {
            kind: 'p',
            text:
              'If you hope to have a new kitchen for a holiday gathering, count ' +
              'backwards from the date. Design takes 1–2 weeks, permits 2–4 weeks and ' +
              'custom cabinets 6–8 weeks to arrive, and the work in the house takes ' +
              '6–12 weeks once it starts. A kitchen meant for next Thanksgiving should ' +
              'be planned in spring or early summer; a bathroom, at 3–6 weeks of work, ' +
              'leaves a little more room.',
          },
        ],
      },
      {
        heading: 'November 2026: Free consultations at the showroom every month',
        blocks: [
          {
            kind: 'p',
            text:
              'Each month we set aside time at the Chappaqua showroom for free ' +
              'consultations. Bring photos, rough measurements and your questions, and ' +
              'sit down with us over cabinet doors, countertop samples and tile. There ' +
              'is no charge and no obligation, and it is a good way to test a budget ' +
              'before you commit to a design.',
          },
          {
            kind: 'p',
            text:
              'To make sure someone is free to sit down with you, call or text to book ' +
              'a time, or send a request through the site and mention the showroom in ' +
              'your message. If the showroom does not suit you, we also hold ' +
              'consultations at your home.',
          },
        ],
      },
      {
        heading: 'November 2026: The areas we serve',
        blocks: [
          {
            kind: 'p',
            text:
              'We work across Westchester County, from the river towns to the Sound ' +
              'shore and north to the Putnam line, and in Rockland County, Bergen ' +
              'County in New Jersey and Greenwich, Connecticut. Each region now has its ' +
              'own page on the site, with what projects there usually involve, typical ' +
              'budgets and timelines, and how permits work in that state.',
          },
          {
            kind: 'p',
            text:
              'For Westchester there is a page for every town, village and hamlet we ' +
              'work in, from Amawalk to Yorktown Heights, each with notes on the local ' +
              'houses and the building department. Not sure whether we come to your ' +
              'street? Call or send a request and ask.',
          },
        ],
      },
    ],
    related: ['/showroom', '/guides', '/westchester', '/rockland', '/bergen', '/greenwich'],
  },
  {
    id: 'learning',
    sections: [
      {
        heading: 'How the encyclopedia is organized',
        blocks: [
          {
            kind: 'p',
            text:
              'The encyclopedia is a reference shelf. Where the guides walk you through ' +
              'a project from start to finish, these pages let you look up one thing, ' +
              'such as how wide an island aisle should be or how often granite needs ' +
              'sealing, and get a straight answer. The pages are grouped in six ' +
              'sections.',
          },
          {
            kind: 'table',
            caption: 'The six sections',
            columns: ['Section', 'Pages', 'Read it when'],
            rows: [
              [
                'Kitchens',
                'Layouts; materials and finishes; appliances and technology; plumbing, ' +
                  'electrical and ventilation; workflow and zones',
                'You are deciding how the kitchen will be arranged and what it will be ' +
                  'made of',
              ],
              [
                'Bathrooms',
                'Layouts; materials; fixtures; plumbing, electrical and ventilation; ' +
                  'workflow and daily use',
                'You are choosing between a tub and a shower, sizing a vanity or planning ' +
                  'the waterproofing',
              ],
              [
                'Cabinetry',
                'Construction; finishes; hardware; storage solutions',
                'You are comparing cabinet quotes that look alike but are priced ' + 'differently',
              ],
              [
                'Countertops',
                'Materials compared; fabrication; installation; care and maintenance',
                'You are choosing a surface or getting ready for template and install day',
              ],
              [
                'Remodeling process',
                'Costs and budgets; permits and codes; scheduling; quality checks and the ' +
                  'punch list; the order of the trades',
                'You want to know what a project costs, how long it takes and what ' +
                  'happens when',
              ],
              [
                'Resources',
                'A glossary; printable planning worksheets; answers to common questions',
                'You meet a word you do not know, or want to get organized on paper',
              ],
            ],
          },
        ],
      },
      {
        heading: 'Where to start',
        blocks: [
          {
            kind: 'list',
            items: [
              'If you are just beginning, read Costs and Budgets and Scheduling in the ' +
                'process section. They set expectations for money and time, and those two ' +
                'shape every other choice.',
              'Then open the section for your room. For a kitchen, read Layouts and ' +
                'Workflow before materials, because the plan decides how much cabinetry ' +
                'and counter you are buying. For a bathroom, start with Layouts and then ' +
                'Plumbing, Electrical and Ventilation, since moving a drain or adding an ' +
                'exhaust fan changes the budget more than any tile.',
              'Turn to Cabinetry and Countertops when you are comparing quotes or ' +
                'getting ready for a showroom visit.',
              'Keep the glossary open in another tab: contractors say rough-in, scribe ' +
                'and lippage without stopping to explain them.',
              'Print the worksheets before your first meeting with any contractor, ' +
                'including us.',
            ],
            ordered: true,
          },
        ],
      },
      {
        heading: 'How the pages are written',
        blocks: [
          {
            kind: 'p',
            text:
              'The pages are written by people who build kitchens and bathrooms in ' +
              'Westchester houses, and they give real dimensions, materials and ' +
              'inspection steps rather than generalities. Prices are typical ranges ' +
              'from our own price guide, not quotes; your figure comes from a written ' +
              'estimate. Building codes are described in general terms, and your ' +
              'building department has the final word on your project.',
          },
          {
            kind: 'tip',
            title: 'Reading offline',
            text:
              'Costs and Budgets is saved on your device for offline reading, along ' +
              'with the cost guides. Any other encyclopedia page you open is kept for a ' +
              'while afterwards, so you can read it again without a connection.',
          },
        ],
      },
    ],
    related: [
      '/learning/process/costs-budgets',
      '/learning/process/scheduling',
      '/learning/kitchens/layouts',
      '/learning/bathrooms/layouts',
      '/learning/resources/glossary',
      '/guides',
    ],
  },
  {
    id: 'guides',
    sections: [
      {
        heading: 'Topic guides and town guides',
        blocks: [
          {
            kind: 'p',
            text:
              'The guides are longer reads that follow a project from the first ' +
              'measurements to the final inspection. There are two kinds.',
          },
          {
            kind: 'table',
            caption: 'Two kinds of guide',
            columns: ['Guide', 'What it covers', 'Guides available'],
            rows: [
              [
                'Topic guides',
                'One kind of project from start to finish: planning, choices, budget, ' +
                  'schedule and the checks along the way',
                'Kitchens, bathrooms, cabinets, countertops, flooring, closets, and media ' +
                  'walls with fireplaces',
              ],
              [
                'Town guides',
                'One place: its houses, what remodels there tend to run into, how its ' +
                  'building department works, and local tips',
                'Scarsdale 10583, Armonk 10504, Bronxville 10708, Chappaqua 10514, Rye ' +
                  '10580 and White Plains 10601',
              ],
            ],
          },
          {
            kind: 'p',
            text:
              'Read the topic guide for your project first, then the town guide for ' +
              'where you live if there is one. The kitchen guide tells you a range hood ' +
              'should vent outdoors; the Scarsdale guide tells you that a 1920s Tudor ' +
              'may have plaster walls, and what that means for the duct route and the ' +
              'schedule.',
          },
          {
            kind: 'p',
            text:
              'If your town has no guide of its own, the Westchester town pages carry ' +
              'shorter notes on every place we work, and the region pages cover ' +
              'Rockland, Bergen County and Greenwich. For detail the guides leave out, ' +
              'such as cabinet box construction or the inspections a moved drain needs, ' +
              'they link to the encyclopedia.',
          },
        ],
      },
      {
        heading: 'Reading the guides offline',
        blocks: [
          {
            kind: 'p',
            text:
              'Every guide on this page is saved on your device after your first visit, ' +
              'together with the cost guides, so they open without a connection. That ' +
              'helps at the stone yard, in a basement with no signal or on the train. ' +
              'Installing the site as an app keeps them one tap away. When we revise a ' +
              'guide, your saved copy is refreshed the next time you are online.',
          },
        ],
      },
    ],
    related: [
      '/guides/topics/kitchens',
      '/guides/topics/bathrooms',
      '/guides/towns/chappaqua-10514',
      '/learning',
      '/blog/kitchen-remodel-cost-westchester-2025',
    ],
  },
  {
    id: 'blog',
    sections: [
      {
        heading: 'What we write about',
        blocks: [
          {
            kind: 'p',
            text:
              'The blog is where we answer the questions homeowners ask us most and ' +
              'write up what we learned on recent jobs. The articles fall under five ' +
              'topics.',
          },
          {
            kind: 'list',
            items: [
              'Costs: what kitchens and bathrooms cost in Westchester, what a remodel ' +
                'returns at resale and how to pay for one.',
              'Planning: choosing a contractor, permits and inspections, week-by-week ' +
                'timelines and the mistakes we see most often.',
              'Design: trends worth considering, and which of them suit older houses.',
              'Materials: quartz against granite, stock against custom cabinets, ' +
                'large-format tile, and surfaces that last.',
              'Projects: finished kitchens and bathrooms, with the decisions behind ' + 'them.',
            ],
          },
        ],
      },
      {
        heading: 'Reading the articles',
        blocks: [
          {
            kind: 'p',
            text:
              'Each article carries the date it was published. Prices and lead times ' +
              'change, so in a cost article check the date and read the figures as ' +
              'typical ranges, not a quote for your room. The cost articles are saved ' +
              'for offline reading together with the guides.',
          },
          {
            kind: 'p',
            text:
              'We write from the jobs we build, so the advice comes with dimensions, ' +
              'materials and the order things happen in. Many of the topics started as ' +
              'questions asked at the showroom table; if there is one we have not ' +
              'covered, ask us when we talk.',
          },
        ],
      },
      {
        heading: 'Where to begin',
        blocks: [
          {
            kind: 'list',
            items: [
              'Setting a budget: the 2025 kitchen and bathroom cost articles, then the ' +
                'one on financing.',
              'Comparing contractors: the article on choosing a remodeler, with the ' +
                'questions to ask and what a fair bid lists.',
              'Worried about red tape: the permit articles, which cover what needs a ' +
                'permit and each inspection in turn.',
              'Looking for ideas: the five Westchester kitchens and the Chappaqua case ' +
                'study, each with the plan behind it.',
            ],
          },
        ],
      },
    ],
    related: [
      '/blog/kitchen-remodel-cost-westchester-2025',
      '/blog/bathroom-remodel-cost-westchester-2025',
      '/blog/how-to-choose-a-remodeling-contractor',
      '/blog/permit-and-inspection-guide',
      '/learning',
      '/gallery',
    ],
  },
  {
    id: 'gallery',
    sections: [
      {
        heading: 'How to read a case study',
        blocks: [
          {
            kind: 'p',
            text:
              'Each project in the gallery is written up as a case study, so you can ' +
              'see not only how the room turned out but why it looks the way it does.',
          },
          {
            kind: 'table',
            caption: 'What each case study shows',
            columns: ['Part', 'What it tells you'],
            rows: [
              ['Overview', 'The house, the room and the result in a few sentences'],
              ['Challenge', 'What the homeowners had and what they wanted changed'],
              ['Solution and scope', 'What we designed and built, trade by trade'],
              ['Selections', 'The cabinets, countertop, tile, fixtures and hardware chosen'],
              ['Timeline', 'Week by week on site, from demolition to the final inspection'],
              ['Before and after', 'A slider you drag to compare the room then and now'],
            ],
          },
        ],
      },
      {
        heading: 'Budgets and schedules',
        blocks: [
          {
            kind: 'p',
            text:
              'Every project gives a budget range and a duration. Read the budget ' +
              'against the scope: the Larchmont kitchen at $110k–140k has custom inset ' +
              'cabinets and a professional range under a ducted hood with makeup air, ' +
              'while the White Plains hall bath at $25k–35k replaced a tub with a ' +
              'walk-in shower in the same room. The Chappaqua kitchen, at $90k–115k, ' +
              'includes taking out a bearing wall, with the beam and the framing ' +
              'inspection that called for.',
          },
          {
            kind: 'p',
            text:
              'The duration counts the weeks of work in the house. Design, selections, ' +
              'permits and the cabinet order come before it, so a kitchen listed at 6 ' +
              'weeks began to take shape well before demolition.',
          },
        ],
      },
      {
        heading: 'Illustrations until photos are added',
        blocks: [
          {
            kind: 'p',
            text:
              'For now the pictures are drawings, not photographs. They show the layout ' +
              'and the choices clearly enough to follow each story, but not the exact ' +
              'colors or the light in the room, and they will be replaced by ' +
              'photographs as they are added. The homeowner quotes on the case studies ' +
              "are marked as samples until the homeowners' own words take their place. " +
              'To see a finish from a case study in person, ask for it at the showroom.',
          },
        ],
      },
    ],
    related: [
      '/gallery/scarsdale-kitchen-remodel-white-shaker-marble-quartz',
      '/gallery/chappaqua-kitchen-remodel-navy-island-open-concept',
      '/gallery/larchmont-kitchen-remodel-gourmet-custom-cabinets-professional',
      '/gallery/rye-primary-bathroom-remodel-curbless-shower-heated-floor',
      '/gallery/white-plains-hall-bathroom-remodel-tub-to-shower',
      '/blog/five-westchester-kitchen-remodels',
    ],
  },
  {
    id: 'thankYou',
    sections: [
      {
        heading: 'What happens next',
        blocks: [
          {
            kind: 'list',
            items: [
              'We call you. If you used the Request Free Estimate form, we call within ' +
                '24 hours; if you wrote through the contact page, we reply within one ' +
                'business day.',
              'On that call we ask about the room, the work you have in mind, your ' +
                'timing and your budget, and we set up a free consultation at your home ' +
                'or at the Chappaqua showroom.',
              'At the consultation we measure the room, look at the plumbing, wiring ' +
                'and structure that affect the cost, and talk through options.',
              'You receive a written estimate, itemized by trade and material, with ' +
                'allowances written out.',
            ],
            ordered: true,
          },
          {
            kind: 'p',
            text:
              'If you miss our call, call or text us back using the numbers at the top ' +
              'of the page.',
          },
        ],
      },
      {
        heading: 'What to have ready',
        blocks: [
          {
            kind: 'checklist',
            title: 'Before the call or consultation',
            items: [
              'A few photos of the room, including the ceiling, the floor and the ' +
                'cabinet under the sink',
              'Rough measurements of each wall and the ceiling height',
              'Model numbers of appliances or fixtures you are keeping',
              'A budget range you are comfortable with, even a rough one',
              'Dates that matter: a move, a family event, a planned sale of the house',
              "For a condo or co-op, the building's alteration agreement or rules for " +
                'contractors',
              'The year the house was built, if you know it',
            ],
          },
        ],
      },
      {
        heading: 'What to read while you wait',
        blocks: [
          {
            kind: 'p',
            text:
              'Start with Costs and Budgets in the encyclopedia, which sets our price ' +
              'ranges against what moves a project up or down, and Scheduling, which ' +
              'explains why design, permits and cabinet lead times come before any ' +
              'demolition. The planning worksheets help you list must-haves and track ' +
              'selections, and the kitchen and bathroom guides walk through a whole ' +
              'project. All of the guides are saved on your device, so they open even ' +
              'without a connection.',
          },
        ],
      },
    ],
    related: [
      '/learning/process/costs-budgets',
      '/learning/process/scheduling',
      '/learning/resources/worksheets',
      '/guides/topics/kitchens',
      '/guides/topics/bathrooms',
      '/showroom',
    ],
  },
] satisfies DocContent[]
