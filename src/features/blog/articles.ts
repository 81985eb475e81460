import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// D18: the original's blog was sample text. These are short, plain-language guides to the
// program's real rules (FCC and USAC), with no figures beyond those the program publishes.

export interface ArticleSection {
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
  /** A bulleted list shown after the paragraphs. */
  list?: readonly MessageDescriptor[];
}

export interface Article {
  /** The last segment of the article's URL: /BlogPage/{id}. */
  id: string;
  title: MessageDescriptor;
  /** One sentence, shown on the blog list and under the article's title. */
  summary: MessageDescriptor;
  sections: readonly ArticleSection[];
  /** Three other articles, shown as "Related articles" (B §2). */
  related: readonly [string, string, string];
}

export const articles: readonly Article[] = [
  {
    id: 'what-is-the-acp',
    title: msg`What is the Affordable Connectivity Program?`,
    summary: msg`The ACP is a federal benefit that lowers the monthly cost of internet service and helps pay for a computer or tablet.`,
    sections: [
      {
        heading: msg`A discount on your internet bill`,
        paragraphs: [
          msg`The Affordable Connectivity Program (ACP) is a U.S. government benefit run by the Federal Communications Commission (FCC). It was created by the Infrastructure Investment and Jobs Act of 2021 and took over from the Emergency Broadband Benefit.`,
          msg`Eligible households get up to $30 a month off their internet service, or up to $75 a month if they live on qualifying Tribal lands. The discount can go toward home internet or a mobile plan from a participating provider.`,
        ],
      },
      {
        heading: msg`Help with a device`,
        paragraphs: [
          msg`Households can also get a one-time discount of up to $100 on a laptop, desktop computer or tablet from a participating provider, when they pay more than $10 and less than $50 toward it.`,
        ],
      },
      {
        heading: msg`The main rules`,
        paragraphs: [],
        list: [
          msg`One benefit per household. A household is everyone who lives together and shares income and expenses.`,
          msg`You qualify through your household income or through a benefit program such as SNAP or Medicaid.`,
          msg`The National Verifier, run by the Universal Service Administrative Company (USAC) for the FCC, confirms that you qualify.`,
          msg`You can move your benefit to another provider.`,
        ],
      },
      {
        heading: msg`Where to read more`,
        paragraphs: [
          msg`Congress and the FCC set the program's rules and funding, and both can change. For official news about the program, see fcc.gov/acp.`,
        ],
      },
    ],
    related: ['who-qualifies', 'how-to-apply', 'national-verifier'],
  },
  {
    id: 'who-qualifies',
    title: msg`Who qualifies for the ACP?`,
    summary: msg`Your household qualifies through its income, or because one person in it takes part in certain government benefit programs.`,
    sections: [
      {
        heading: msg`Qualifying by income`,
        paragraphs: [
          msg`Your household qualifies if its total income is at or below 200% of the federal poverty guidelines. Under the 2023 guidelines, that is up to $60,000 a year for a household of four in the 48 contiguous states and Washington, D.C. The limits are higher in Alaska and Hawaii: the About the ACP page has the full table.`,
        ],
      },
      {
        heading: msg`Qualifying through a program`,
        paragraphs: [
          msg`Your household also qualifies if one member, including a child or other dependent, takes part in any of these:`,
        ],
        list: [
          msg`SNAP (food stamps)`,
          msg`Medicaid`,
          msg`Supplemental Security Income (SSI)`,
          msg`Federal Public Housing Assistance, such as a Housing Choice Voucher (Section 8)`,
          msg`WIC`,
          msg`Veterans Pension or Survivors Pension`,
          msg`A Federal Pell Grant in the current award year`,
          msg`Free or reduced-price school lunch or breakfast, including at a Community Eligibility Provision school`,
          msg`Lifeline`,
          msg`Tribal programs: Bureau of Indian Affairs General Assistance, Tribal TANF, the Food Distribution Program on Indian Reservations (FDPIR), or Tribal Head Start for households that meet its income standard`,
        ],
      },
      {
        heading: msg`One benefit per household`,
        paragraphs: [
          msg`Only one ACP benefit is allowed per household. If you live with other adults but do not share money with them, you may be separate households. The application asks about this.`,
        ],
      },
    ],
    related: ['documents', 'how-to-apply', 'tribal-lands'],
  },
  {
    id: 'how-to-apply',
    title: msg`How to apply, step by step`,
    summary: msg`From your zip code to your new plan: what each part of our application asks, and what happens after you send it.`,
    sections: [
      {
        heading: msg`1. Check your zip code`,
        paragraphs: [
          msg`Start by entering your zip code. We tell you straight away whether we serve your area. If we do not yet, leave your e-mail address and phone number and we will tell you when we do.`,
        ],
      },
      {
        heading: msg`2. Fill in six short parts`,
        paragraphs: [],
        list: [
          msg`Contact information: your name, date of birth, the last four digits of your Social Security number, phone, e-mail and home address.`,
          msg`Household information: whether you live with another adult, and whether that adult already gets the ACP.`,
          msg`Qualification: the program you take part in, or your household income.`,
          msg`Tribal status: whether you live on qualifying Tribal lands.`,
          msg`Verification: check your details before they are sent.`,
          msg`Agreement: read each statement, add your initials and sign by typing your full name.`,
        ],
      },
      {
        heading: msg`3. The National Verifier checks your eligibility`,
        paragraphs: [
          msg`We send your application to the National Verifier. If it can confirm your eligibility from government records, you get an answer right away. If it needs more, such as a document, it asks you on its own website and then sends you back to us.`,
        ],
      },
      {
        heading: msg`4. Enroll`,
        paragraphs: [
          msg`Once you are approved, enroll in your plan, and add a tablet for $10.01 if you want one. If you already get the ACP from another provider, you can transfer your benefit to us instead. Keep your application ID: with it you can check your status at any time.`,
        ],
      },
    ],
    related: ['national-verifier', 'documents', 'tablet-for-10-01'],
  },
  {
    id: 'national-verifier',
    title: msg`The National Verifier explained`,
    summary: msg`The National Verifier is the government system that decides whether your household qualifies for the ACP.`,
    sections: [
      {
        heading: msg`Who runs it`,
        paragraphs: [
          msg`The National Verifier is run by the Universal Service Administrative Company (USAC), the not-for-profit company that runs the ACP for the FCC. It checks eligibility for the ACP and for Lifeline. Providers like us send your application to it, and it makes the decision.`,
        ],
      },
      {
        heading: msg`How it checks`,
        paragraphs: [
          msg`First it tries to confirm who you are and that you qualify automatically, by comparing your details with government records such as state and federal benefit databases. When the records match, you get an answer straight away.`,
          msg`When it cannot confirm something, for example because a record is missing or a name is spelled differently, it asks you for a document. You upload a copy on the National Verifier's website, and a person reviews it.`,
        ],
      },
      {
        heading: msg`How you can help`,
        paragraphs: [],
        list: [
          msg`Enter your name and date of birth exactly as they appear on your official documents.`,
          msg`Keep your application ID and eligibility check ID: you can use them to check your status.`,
          msg`If you are asked for documents, send them soon. An unfinished application can expire.`,
        ],
      },
    ],
    related: ['documents', 'how-to-apply', 'who-qualifies'],
  },
  {
    id: 'documents',
    title: msg`Documents that prove eligibility`,
    summary: msg`If the National Verifier asks for proof, these are the documents that usually work, and how to send a good copy.`,
    sections: [
      {
        heading: msg`Proof of a benefit program`,
        paragraphs: [
          msg`A letter or card from the program, such as a benefit award letter, an approval letter or a statement of benefits. It should show your name or your dependent's name, the program's name, the agency or Tribal government that issued it, and a date within the last 12 months or an expiration date in the future.`,
        ],
      },
      {
        heading: msg`Proof of income`,
        paragraphs: [
          msg`A document that shows your household's income, such as last year's state, federal or Tribal tax return, three months in a row of pay stubs, a Social Security or Veterans Affairs statement of benefits, a retirement or pension statement, or an unemployment or workers' compensation statement.`,
        ],
      },
      {
        heading: msg`Proof of identity`,
        paragraphs: [
          msg`Usually the last four digits of your Social Security number are enough. Without them, you can use a Tribal ID number or another government ID, such as a driver's license, a passport or a taxpayer identification number.`,
        ],
      },
      {
        heading: msg`Tips for a good copy`,
        paragraphs: [
          msg`Send a clear photo or scan of the whole page, with all four corners showing. Make sure your name and the dates can be read. Never send your originals: keep them safe.`,
        ],
      },
    ],
    related: ['national-verifier', 'who-qualifies', 'keeping-your-benefit'],
  },
  {
    id: 'tablet-for-10-01',
    title: msg`Getting a tablet for $10.01`,
    summary: msg`The ACP's one-time device discount lets eligible households get a tablet from us for $10.01.`,
    sections: [
      {
        heading: msg`How the device discount works`,
        paragraphs: [
          msg`The ACP includes a one-time discount of up to $100 on a laptop, desktop computer or tablet bought through a participating provider. To use it, the household pays part of the price itself: more than $10 and less than $50. Our tablet costs you $10.01, the lowest amount the rule allows.`,
        ],
      },
      {
        heading: msg`How to get it`,
        paragraphs: [
          msg`Once the National Verifier approves you, the enrollment page shows your plan and offers the tablet. Choose the tablet before you press Enroll now, and we send it to the shipping address you gave us.`,
        ],
      },
      {
        heading: msg`Good to know`,
        paragraphs: [],
        list: [
          msg`The discount is once per household. If your household already got a device through the ACP, from us or from another provider, it cannot get another one.`,
          msg`Phones are not included: the discount is only for laptops, desktop computers and tablets.`,
          msg`If the tablet cannot be approved, your internet plan still goes ahead, and the $10.01 is returned to you.`,
          msg`You can also enroll in the plan alone, without the tablet.`,
        ],
      },
    ],
    related: ['how-to-apply', 'what-is-the-acp', 'transfer-benefit'],
  },
  {
    id: 'transfer-benefit',
    title: msg`Transferring your ACP benefit to another provider`,
    summary: msg`You can move your household's ACP benefit to a different internet provider; here is how it works with us.`,
    sections: [
      {
        heading: msg`You can switch providers`,
        paragraphs: [
          msg`Your ACP benefit belongs to your household, not to your provider. If another provider's plan suits you better, you can move the benefit there. The benefit then stops at your old provider and starts at the new one. Only one provider can receive your household's benefit at a time.`,
        ],
      },
      {
        heading: msg`How to transfer to us`,
        paragraphs: [
          msg`Apply as usual. If, when you enroll, the program's records show that your household already gets the ACP from another provider, we tell you so and offer to transfer your benefit. Tick the box to agree, press Transfer, and confirm your shipping details if we ask for them.`,
        ],
      },
      {
        heading: msg`Before you switch`,
        paragraphs: [],
        list: [
          msg`Your old service is not always canceled for you. Ask your old provider whether you need to cancel, so that you are not billed the full price.`,
          msg`The device discount does not move with you. If your household already got a device through the ACP, it cannot get another one.`,
          msg`Keep the confirmation we give you after the transfer, in case you need to show when it happened.`,
        ],
      },
    ],
    related: ['how-to-apply', 'tablet-for-10-01', 'keeping-your-benefit'],
  },
  {
    id: 'tribal-lands',
    title: msg`Tribal lands and the enhanced benefit`,
    summary: msg`Households on qualifying Tribal lands can get up to $75 a month off internet service, and have more ways to qualify.`,
    sections: [
      {
        heading: msg`Up to $75 a month`,
        paragraphs: [
          msg`If you live on qualifying Tribal lands, your household can get up to $75 a month off internet service, instead of up to $30. The one-time device discount of up to $100 is the same for everyone.`,
        ],
      },
      {
        heading: msg`What counts as Tribal lands`,
        paragraphs: [
          msg`Qualifying Tribal lands include federally recognized reservations, pueblos and colonies, former reservations in Oklahoma, Alaska Native regions, Indian allotments and Hawaiian Home Lands. What matters is where you live: you do not have to be a Tribal member to get the higher amount.`,
        ],
      },
      {
        heading: msg`More ways to qualify`,
        paragraphs: [
          msg`Besides income and the usual programs, such as SNAP or Medicaid, you can qualify through Bureau of Indian Affairs General Assistance, Tribal TANF, the Food Distribution Program on Indian Reservations (FDPIR), or Tribal Head Start if your household meets its income standard.`,
        ],
      },
      {
        heading: msg`In our application`,
        paragraphs: [
          msg`In the Tribal Status part, tick the box and enter your Tribal ID number. The National Verifier confirms that your address is on qualifying Tribal lands. Tribal applicants get our plan with unlimited data.`,
        ],
      },
    ],
    related: ['who-qualifies', 'what-is-the-acp', 'how-to-apply'],
  },
  {
    id: 'keeping-your-benefit',
    title: msg`Keeping your benefit: recertification and reporting changes`,
    summary: msg`To keep your ACP benefit, confirm that you still qualify when you are asked, and tell your provider about changes within 30 days.`,
    sections: [
      {
        heading: msg`Recertification`,
        paragraphs: [
          msg`Your household's eligibility is checked again from time to time, usually once a year. Often this happens automatically through government records. If it cannot be confirmed that way, you are contacted by mail, e-mail, text or phone and asked to recertify. Answer by the deadline in the notice, or your benefit ends.`,
          msg`If you qualified through a Federal Pell Grant or school meals, expect to show that you qualify again for each new award year or school year.`,
        ],
      },
      {
        heading: msg`Tell your provider within 30 days`,
        paragraphs: [msg`Let your provider know within 30 days if:`],
        list: [
          msg`your household no longer qualifies, for example because a benefit ended or your income went up;`,
          msg`someone else in your household starts getting the ACP, because only one benefit per household is allowed;`,
          msg`you move: give your provider your new address.`,
        ],
      },
      {
        heading: msg`Use your service`,
        paragraphs: [
          msg`With a free plan, use your service regularly. If it goes unused for a long time, your provider must warn you, and the benefit can end if you still do not use it.`,
        ],
      },
    ],
    related: ['national-verifier', 'transfer-benefit', 'who-qualifies'],
  },
];

/** The article with this URL id, if there is one. */
export function findArticle(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}
