/** The legal pages in English (United Kingdom and Australia). */
import type { LegalContext, LegalTexts } from './types.ts';

/** Law names that differ between the United Kingdom and Australia. */
function laws(ctx: LegalContext) {
  return ctx.region === 'au'
    ? {
        privacyLaw: 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles',
        rights: 'You may ask to access or correct the personal information we hold about you (APP 12 and 13), and ask us to delete it.',
        consumer: 'Nothing in these terms limits your rights under the Australian Consumer Law.',
        advertising: 'the sex-work and advertising laws of your state or territory',
      }
    : {
        privacyLaw: 'the UK GDPR and the Data Protection Act 2018',
        rights:
          'You have the right of access, rectification, erasure, restriction, data portability and to object (UK GDPR Articles 15–21).',
        consumer: 'Nothing in these terms limits your statutory rights under the Consumer Rights Act 2015.',
        advertising: 'UK law, including the Sexual Offences Act 2003 and the Modern Slavery Act 2015',
      };
}

export const en: LegalTexts = (ctx) => {
  const { legal, siteName } = ctx;
  const op = legal.operator;
  const law = laws(ctx);
  const address = `${op.name}, ${op.street}, ${op.postcode} ${op.city}, ${op.country}`;
  return {
    terms: {
      title: 'Terms and conditions',
      description: `The terms of ${siteName} in ${ctx.country}: who may advertise, what is forbidden, prices, credits, closing an account and liability.`,
      lead: `These terms apply to every use of ${siteName} in ${ctx.country}. Last updated: ${ctx.updated}.`,
      sections: [
        {
          heading: '1. Who we are',
          blocks: [
            {
              p: `${siteName} is run by ${address}. It is a directory for legal advertising by adult providers of erotic services. We do not arrange services and are not a party to any agreement between advertisers and clients.`,
            },
          ],
        },
        {
          heading: '2. Adults only',
          blocks: [
            {
              p: 'You must be 18 or over to use the site. Anyone creating a profile confirms they are an adult; we check the date of birth and may ask for proof of age at any time. Content showing or suggesting anyone under 18 is forbidden and is reported to the authorities.',
            },
          ],
        },
        {
          heading: '3. Your account',
          blocks: [
            {
              list: [
                'An account is personal; keep your password secret.',
                'Details must be true. Phone numbers and e-mail addresses are verified.',
                'Managers may only create profiles for people who have expressly agreed to it.',
              ],
            },
          ],
        },
        {
          heading: '4. Adverts and content',
          blocks: [
            {
              p: `Advertisers are responsible for their texts and photos. They must hold the rights to every image, and everyone shown must be an adult who has agreed to it. Adverts must comply with ${law.advertising}.`,
            },
            { p: 'In particular, you must not post:' },
            {
              list: [
                'anything suggesting that a person is under 18, coerced, trafficked or not acting freely,',
                'offers of unprotected sex,',
                "other people's photos or details without their consent, fake profiles or misleading photos,",
                'spam, malware or attempts to disrupt the site.',
              ],
            },
            {
              p: `We review new and reported content and may remove anything unlawful or against these terms, suspend profiles or put them in quarantine. We give reasons for every such decision, and you may appeal once. More:`,
              link: 'abuse',
            },
          ],
        },
        {
          heading: '5. Prices, credits and payment',
          blocks: [
            {
              p: 'Paid features (VIP, credits, private galleries) show their full price including VAT before you order. Credits cannot be transferred and do not expire while your account exists. Digital content you ask to receive straight away cannot be returned once it has been provided.',
            },
          ],
        },
        {
          heading: '6. Closing your account',
          blocks: [
            {
              p: 'You can delete your account at any time. We may suspend an account at once for a serious breach, otherwise with two weeks’ notice.',
            },
          ],
        },
        {
          heading: '7. Liability',
          blocks: [
            {
              p: `We do not exclude liability for death or personal injury caused by negligence, or for fraud. Otherwise our liability is limited to losses that were foreseeable. ${law.consumer}`,
            },
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description: `How ${siteName} handles your data: what is stored and why, cookies, how long we keep it, your rights and how to reach us.`,
      lead: `We store as little as we can and nothing we do not need. This policy follows ${law.privacyLaw}. Last updated: ${ctx.updated}.`,
      sections: [
        { heading: 'Who is responsible', blocks: [{ p: `${address}. Privacy contact: ${legal.contact.privacy}.` }] },
        {
          heading: 'What we store and why',
          blocks: [
            {
              pairs: [
                [
                  'Account',
                  'E-mail address or phone number, password (only as an Argon2id hash), roles, language, region: to provide the service you signed up for.',
                ],
                [
                  'Profile',
                  'What advertisers publish: name, texts, photos (metadata removed), services, prices, place. The date of birth is used only to check age and is never shown.',
                ],
                ['Verification', 'One-time codes and links for sign-up and password reset, stored hashed and deleted when they expire.'],
                ['Security', 'IP address and time of log-ins, reports and admin actions, to prevent abuse (legitimate interest).'],
                [
                  'Use',
                  'Favourites, reviews, reports and, for advertisers, counts of profile views and contact clicks that do not identify the visitor.',
                ],
              ],
            },
          ],
        },
        {
          heading: 'Cookies and local storage',
          blocks: [
            { p: 'We only use cookies that are strictly necessary, and no third-party advertising or tracking cookies:' },
            {
              pairs: [
                ['jwt', 'Keeps you logged in (HttpOnly, not readable by scripts), until you log out, at most 14 days.'],
                ['consent', 'Remembers that you confirmed you are 18 or over, 365 days.'],
                ['i18n_redirected', 'Your language, 365 days.'],
                ['isAdminImpersonating', 'Only while an administrator views an account to help its owner.'],
                ['Notice cookie', 'A success or error message for the next page, deleted at once.'],
              ],
            },
          ],
        },
        {
          heading: 'How long we keep it',
          blocks: [
            {
              list: [
                'Account data: while the account exists; deleted within 30 days of closing it.',
                'Verification codes: valid for at most 10 minutes, links for at most 24 hours.',
                'Security logs: 90 days; admin audit records as long as we must be able to account for them.',
                'Payment records: as long as tax law requires.',
              ],
            },
          ],
        },
        {
          heading: 'Who receives it',
          blocks: [
            {
              p: 'We never sell data. Service providers (hosting, e-mail and SMS delivery, payment processing) handle data only on our instructions and with appropriate safeguards for transfers abroad.',
            },
          ],
        },
        {
          heading: 'Your rights',
          blocks: [
            {
              p: `${law.rights} Write to ${legal.contact.privacy}. You can also complain to ${legal.authority.name} (${legal.authority.url}).`,
            },
          ],
        },
      ],
    },
    imprint: {
      title: 'Legal notice',
      description: `Legal notice of ${siteName} ${ctx.country}: operator, address, representative, company register, VAT number and contact.`,
      lead: `The company that runs ${siteName} and how to reach it.`,
      sections: [
        {
          heading: 'Operator',
          blocks: [
            {
              pairs: [
                ['Company', op.name],
                ['Address', `${op.street}, ${op.postcode} ${op.city}, ${op.country}`],
                ['Managing director', op.representative],
                ['E-mail', op.email],
                ['Phone', op.phone],
                ...(op.register ? ([['Company register', op.register]] as [string, string][]) : []),
                ...(op.vatId ? ([['VAT number', op.vatId]] as [string, string][]) : []),
              ],
            },
          ],
        },
        { heading: 'Responsible for content', blocks: [{ p: `${op.responsibleForContent}, address as above.` }] },
        {
          heading: 'Point of contact for authorities and users',
          blocks: [
            {
              p: `Single point of contact (Digital Services Act, Articles 11 and 12; Online Safety Act): ${legal.contact.abuse}, in English or German.`,
            },
          ],
        },
      ],
    },
    contact: {
      title: 'Contact',
      description: `How to reach ${siteName}: support, privacy, reporting abuse and our postal address.`,
      lead: 'We usually answer within one working day; reports of abuse come first.',
      sections: [
        {
          heading: 'Write to us',
          blocks: [
            {
              pairs: [
                ['Questions and support', legal.contact.general],
                ['Privacy', legal.contact.privacy],
                ['Reporting abuse', legal.contact.abuse],
                ['Phone', op.phone],
              ],
            },
          ],
        },
        { heading: 'Post', blocks: [{ p: address }] },
        { heading: 'Report a profile', blocks: [{ p: `Every profile has a “Report” button. How we handle reports:`, link: 'abuse' }] },
      ],
    },
    abuse: {
      title: 'How we fight abuse, and how to report it',
      description: `How ${siteName} acts against under-age users, coercion and trafficking, and how to report a profile or content to us.`,
      lead: 'Only adults advertise here, freely and on their own terms. If you have any doubt, tell us: a person reviews every report.',
      sections: [
        {
          heading: 'If someone is in danger',
          blocks: [
            { p: `Call the police now on ${legal.emergency}. Confidential help:` },
            { list: legal.helplines.map((h) => `${h.name}: ${h.phone}`) },
          ],
        },
        {
          heading: 'What we do',
          blocks: [
            {
              list: [
                'Every account and profile must belong to an adult; dates of birth under 18 are refused when they are entered.',
                'New and changed profiles and photos go into a review queue; photos used twice are detected.',
                'Texts are checked for forbidden content before they are published.',
                'On any sign of an under-age person or trafficking we suspend at once and inform the authorities.',
              ],
            },
          ],
        },
        {
          heading: 'How to report',
          blocks: [
            {
              list: [
                'Open the profile and choose “Report”. Pick a reason and describe what you noticed. You do not need an account.',
                `Or write to ${legal.contact.abuse} with the link to the profile.`,
              ],
            },
            {
              p: 'We cannot answer every report individually, but every one is handled. The person reported is never told who reported them.',
            },
          ],
        },
        {
          heading: 'Decisions and appeals',
          blocks: [
            {
              p: 'When we suspend, quarantine or remove photos or reviews, we tell the person affected why. They may appeal once, and a different administrator decides.',
            },
          ],
        },
      ],
    },
  };
};
