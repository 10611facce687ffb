import type { HomeFrame } from './types'

/**
 * The parts of the home page that are hydrated with their text: the hero, the questions (they
 * open and close) and the closing call. home.ts has the rest.
 */
export const homeFrame = {
  hero: {
    tagline: 'Built by family. Finished with care.',
    intro:
      'We are a family-owned kitchen and bathroom remodeler, working out of our showroom in ' +
      'Chappaqua since 2003. We design, permit and build kitchens and baths for homes across ' +
      'Westchester, Rockland County, Bergen County and Greenwich, and we look after each house ' +
      'as if our own family lived in it.',
    image: {
      id: 'ribbon-of-hope',
      alt: 'A purple awareness ribbon above a warm, sunlit kitchen',
    },
  },

  faqs: [
    {
      question: 'How long does a kitchen remodel take?',
      answer:
        'Construction on most of our kitchens takes 6–12 weeks, depending on the size of the ' +
        'room and whether walls or plumbing move; a bathroom takes 3–6 weeks. Before that come ' +
        'design, permits and ordering. In Westchester, permits usually take 2–4 weeks and ' +
        'custom cabinets 6–8 weeks to arrive, so we plan the start date around them.',
    },
    {
      question: 'Can we stay in the house during the remodel?',
      answer:
        'Most families do. We seal the work area with zip walls and cover the floors to the ' +
        'door, and we tell you ahead of time when the water or power will be off. For a ' +
        'kitchen, we help you set up a temporary kitchen with the refrigerator, a microwave ' +
        'and a coffee maker in another room. For a bathroom, you will need another bath to ' +
        'use while it is out of service.',
    },
    {
      question: 'What happens at the free consultation?',
      answer:
        'We meet at your home or at the Chappaqua showroom, look at the room and measure it, ' +
        'and talk about what is not working, what you would like and your budget. We point ' +
        'out anything that affects cost, such as moving plumbing or removing a wall. Then we ' +
        'send a written estimate. There is no charge and no obligation.',
    },
  ],

  finalCta: {
    title: "Let's Talk About Your Kitchen or Bath",
    text:
      'Call, text or stop by the showroom, or book a free consultation and we will come to ' +
      'you. Bring your ideas, your questions and your budget, and we will help you shape them ' +
      'into a plan.',
  },
} satisfies HomeFrame
