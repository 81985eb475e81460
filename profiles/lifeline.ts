import type { ProfileInput } from './schema.ts';
import { verifierDocuments } from './verifier-documents.ts';

// Lifeline as it runs today (D35–D37, D46, D47, D50). Every figure names the year it applies
// to; the next year's guidelines or amounts are a data change here, never a sentence in the
// code. The monthly amounts are `benefit.byService`'s: a text names them as `{plan.monthly}`,
// `{voiceOnly.until}`, … (src/shared/programs/amount-text.ts), so the pages state the amount of
// the carrier's plan (its `planCard.service`) and never a figure of their own.

const tribalLands = {
  en: 'Qualifying Tribal lands include the reservations, pueblos and colonies that the federal government recognizes. So do former reservations in Oklahoma and Alaska Native regions. Indian allotments and Hawaiian Home Lands count too.',
  es: 'Las tierras tribales elegibles incluyen las reservas, los pueblos y las colonias que reconoce el gobierno federal. También las antiguas reservas de Oklahoma y las regiones de los Nativos de Alaska. Las parcelas indígenas asignadas (Indian allotments) y las Tierras Natales Hawaianas (Hawaiian Home Lands) también cuentan.',
};

const guides: ProfileInput['site']['guides'] = [
  {
    id: 'how-to-apply',
    ordered: true,
    action: 'apply',
    title: { en: 'How to apply', es: 'Cómo presentar la solicitud' },
    intro: [],
    items: [
      {
        en: 'Enter your zip code, to check that we offer service where you live.',
        es: 'Escriba su código postal para comprobar que damos servicio donde usted vive.',
      },
      {
        en: 'Tell us about yourself: your name, your date of birth and the last 4 digits of your Social Security number. A member of a Tribe who has no Social Security number gives a Tribal ID instead.',
        es: 'Háblenos de usted: su nombre, su fecha de nacimiento y los últimos 4 dígitos de su número de Seguro Social. Un miembro de una tribu que no tiene número de Seguro Social da una identificación tribal en su lugar.',
      },
      {
        en: 'Give your phone number or e-mail address and your home address, so we can reach you.',
        es: 'Denos su número de teléfono o su correo electrónico y la dirección de su casa, para que podamos comunicarnos con usted.',
      },
      {
        en: 'Tell us about your household and choose the program or the income that qualifies you.',
        es: 'Háblenos de su hogar y elija el programa o los ingresos por los que reúne los requisitos.',
      },
      {
        en: 'Say whether you live on qualifying Tribal lands. This decides the larger Tribal benefit. It does not ask for a Tribal ID.',
        es: 'Diga si vive en tierras tribales elegibles. Esto decide el beneficio tribal mayor. No le pide una identificación tribal.',
      },
      {
        en: 'Check your answers, then initial each statement and sign with your full name.',
        es: 'Revise sus respuestas, luego escriba sus iniciales en cada declaración y firme con su nombre completo.',
      },
    ],
    outro: [
      {
        en: 'We then send your application to the National Verifier, which USAC runs for the FCC. Once you are approved, you enroll in our plan and the Lifeline discount starts.',
        es: 'Luego enviamos su solicitud al Verificador Nacional, que USAC administra para la FCC. Una vez que se apruebe su solicitud, usted se inscribe en nuestro plan y empieza el descuento de Lifeline.',
      },
    ],
  },
  {
    id: 'prepare',
    action: 'documents',
    title: { en: 'Documents to prepare', es: 'Documentos que debe preparar' },
    intro: [
      {
        en: 'Often you do not need to send anything. The National Verifier first tries to check government records. Have these ready in case it asks:',
        es: 'Muchas veces no necesita enviar nada. El Verificador Nacional primero intenta comprobar los registros del gobierno. Tenga esto a mano por si se lo pide:',
      },
    ],
    items: [
      {
        en: 'a letter from your program, such as a SNAP or Medicaid benefit letter. Or proof of your income, such as last year’s tax return or three months of pay stubs;',
        es: 'una carta de su programa, como una carta de beneficios de SNAP o de Medicaid. O un comprobante de sus ingresos, como la declaración de impuestos del año pasado o talones de pago de tres meses;',
      },
      {
        en: 'an ID such as a driver’s license, a passport or a Tribal ID;',
        es: 'una identificación, como una licencia de conducir, un pasaporte o una identificación tribal;',
      },
      {
        en: 'if asked, proof of your address, such as a recent utility bill or lease.',
        es: 'si se lo piden, un comprobante de su dirección, como una factura reciente de servicios públicos o un contrato de arrendamiento.',
      },
    ],
    outro: [
      {
        en: 'Documents must be recent and show the name of the person who qualifies. A clear photo or scan of every page is enough.',
        es: 'Los documentos deben ser recientes y mostrar el nombre de la persona que reúne los requisitos. Basta con una foto o un escaneo claro de cada página.',
      },
    ],
  },
  {
    id: 'tribal-lands',
    action: 'apply',
    title: { en: 'Tribal lands and Link Up', es: 'Tierras tribales y Link Up' },
    intro: [
      {
        en: `Households on qualifying Tribal lands get more help from Lifeline. ${tribalLands.en}`,
        es: `Los hogares en tierras tribales elegibles reciben más ayuda de Lifeline. ${tribalLands.es}`,
      },
    ],
    items: [
      {
        en: 'In 2026 the Tribal benefit is up to {plan.tribalMonthly} a month off our plan, instead of up to {plan.monthly}.',
        es: 'En 2026, el beneficio tribal es un descuento de hasta {plan.tribalMonthly} al mes en nuestro plan, en lugar de hasta {plan.monthly}.',
      },
      {
        en: 'Link Up takes up to $100 off the charge to connect your service, once (2026 amount).',
        es: 'Link Up descuenta una sola vez hasta $100 del cargo de conexión de su servicio (monto de 2026).',
      },
      {
        en: 'On Tribal lands, some Tribal programs also qualify you. They are Bureau of Indian Affairs General Assistance, Tribal TANF and FDPIR. Tribal Head Start counts too, if your household meets its income standard.',
        es: 'En tierras tribales, algunos programas tribales también le permiten reunir los requisitos. Son la Asistencia General de la Oficina de Asuntos Indígenas, TANF tribal y FDPIR. Head Start tribal también cuenta, si su hogar cumple su requisito de ingresos.',
      },
    ],
    outro: [
      {
        en: 'In the application, answer Yes to “Do you live on federally recognised Tribal lands?”. You do not need a Tribal ID for this. The National Verifier then checks that your address is on these lands.',
        es: 'En la solicitud, responda Sí a “¿Vive en tierras tribales reconocidas por el gobierno federal?”. No necesita una identificación tribal para esto. Luego el Verificador Nacional comprueba que su dirección está en estas tierras.',
      },
    ],
    figuresYear: 2026,
  },
  {
    id: 'keeping',
    action: 'support',
    title: { en: 'Keeping your benefit', es: 'Cómo conservar su beneficio' },
    intro: [],
    items: [
      {
        en: 'Use your service. When your plan is free, use it at least once every 30 days: make a call, send a text or use data. If you do not, we send you a notice, and if you still do not use it in the next 15 days, we turn the service off.',
        es: 'Use su servicio. Si su plan es gratuito, úselo al menos una vez cada 30 días: haga una llamada, envíe un mensaje de texto o use datos. Si no lo hace, le enviamos un aviso, y si sigue sin usarlo en los 15 días siguientes, desconectamos el servicio.',
      },
      {
        en: 'Recertify every year. Once a year you confirm that your household still qualifies. When we or the National Verifier ask you to recertify, answer by the date given, or the benefit ends.',
        es: 'Vuelva a certificar su elegibilidad cada año. Una vez al año usted confirma que su hogar sigue reuniendo los requisitos. Cuando nosotros o el Verificador Nacional le pidamos que lo haga, responda antes de la fecha indicada, o el beneficio termina.',
      },
      {
        en: 'Tell us about changes. If your household no longer qualifies, or starts getting a second Lifeline benefit, tell us within 30 days. When you move, give us your new address within 30 days.',
        es: 'Avísenos de los cambios. Si su hogar deja de reunir los requisitos, o empieza a recibir un segundo beneficio de Lifeline, avísenos en un plazo de 30 días. Si se muda, denos su nueva dirección en un plazo de 30 días.',
      },
    ],
    outro: [],
  },
  {
    id: 'transfer',
    action: 'apply',
    title: { en: 'Transferring your benefit to us', es: 'Cómo transferirnos su beneficio' },
    intro: [
      {
        en: 'A household can have Lifeline with one provider at a time, but you can move it to another provider. This is called a transfer.',
        es: 'Un hogar puede tener Lifeline con un solo proveedor a la vez, pero puede cambiarlo a otro proveedor. Esto se llama transferencia.',
      },
    ],
    items: [
      {
        en: 'To move your benefit to {siteName}, apply here as usual. The National Verifier may show that your household already has Lifeline elsewhere. Then we ask if you want to transfer it to us.',
        es: 'Para cambiar su beneficio a {siteName}, presente su solicitud aquí como de costumbre. El Verificador Nacional puede mostrar que su hogar ya tiene Lifeline con otro proveedor. Entonces le preguntamos si quiere transferirlo a nosotros.',
      },
      {
        en: 'After the transfer, the discount is taken off our plan, and the discount on your old provider’s service ends. Ask your old provider what you would pay for any service you keep with them.',
        es: 'Después de la transferencia, el descuento se aplica a nuestro plan, y termina el descuento en el servicio de su proveedor anterior. Pregunte a su proveedor anterior cuánto pagaría por cualquier servicio que conserve con él.',
      },
    ],
    outro: [],
  },
];

const articles: ProfileInput['site']['articles'] = [
  {
    id: 'what-is-lifeline',
    title: { en: 'What is Lifeline?', es: '¿Qué es Lifeline?' },
    summary: {
      en: 'Lifeline is a federal benefit. It lowers the monthly cost of phone or internet service for households with low incomes.',
      es: 'Lifeline es un beneficio federal. Reduce el costo mensual del servicio telefónico o de internet para los hogares de bajos ingresos.',
    },
    sections: [
      {
        heading: { en: 'A discount on your bill', es: 'Un descuento en su factura' },
        paragraphs: [
          {
            en: 'Lifeline is a U.S. government benefit. The Federal Communications Commission (FCC) runs it. In 2026 it takes up to {broadband.monthly} a month off broadband internet service. A bundle with phone service counts too, if it meets the FCC’s minimum standard for broadband. It takes up to {voiceOnly.monthly} a month off phone service alone, until {voiceOnly.until}. On qualifying Tribal lands it is up to {broadband.tribalMonthly} and {voiceOnly.tribalMonthly}.',
            es: 'Lifeline es un beneficio del gobierno de los EE. UU. Lo administra la Comisión Federal de Comunicaciones (FCC). En 2026 descuenta hasta {broadband.monthly} al mes del servicio de internet de banda ancha. También cuenta un paquete con servicio telefónico, si cumple el estándar mínimo de banda ancha de la FCC. Descuenta hasta {voiceOnly.monthly} al mes del servicio telefónico solo, hasta el {voiceOnly.until}. En tierras tribales elegibles es de hasta {broadband.tribalMonthly} y {voiceOnly.tribalMonthly}.',
          },
        ],
        list: [],
      },
      {
        heading: { en: 'The main rules', es: 'Las reglas principales' },
        paragraphs: [],
        list: [
          {
            en: 'One benefit per household. A household is everyone who lives together and shares income and expenses.',
            es: 'Un beneficio por hogar. Un hogar son todas las personas que viven juntas y comparten ingresos y gastos.',
          },
          {
            en: 'Lifeline does not pay for a phone, a tablet or a computer.',
            es: 'Lifeline no paga un teléfono, una tableta ni una computadora.',
          },
          {
            en: 'The National Verifier confirms that you qualify. The Universal Service Administrative Company (USAC) runs it for the FCC.',
            es: 'El Verificador Nacional confirma que usted reúne los requisitos. La Compañía Administradora del Servicio Universal (USAC) lo administra para la FCC.',
          },
        ],
      },
    ],
    related: ['who-qualifies-for-lifeline', 'lifeline-on-tribal-lands', 'keeping-lifeline'],
    figuresYear: 2026,
  },
  {
    id: 'who-qualifies-for-lifeline',
    title: { en: 'Who qualifies for Lifeline?', es: '¿Quién reúne los requisitos de Lifeline?' },
    summary: {
      en: 'A household can qualify through a program such as SNAP or Medicaid. It can also qualify through its income.',
      es: 'Un hogar puede reunir los requisitos por un programa como SNAP o Medicaid. También puede reunirlos por sus ingresos.',
    },
    sections: [
      {
        heading: { en: 'Through a program', es: 'Por un programa' },
        paragraphs: [
          {
            en: 'Your household qualifies if you, your child or another dependent takes part in one of these programs:',
            es: 'Su hogar reúne los requisitos si usted, su hijo u otro dependiente participa en uno de estos programas:',
          },
        ],
        list: [
          { en: 'Medicaid', es: 'Medicaid' },
          { en: 'SNAP', es: 'SNAP' },
          {
            en: 'Supplemental Security Income (SSI)',
            es: 'Seguridad de Ingreso Suplementario (SSI)',
          },
          {
            en: 'Federal Public Housing Assistance',
            es: 'Asistencia Federal para Vivienda Pública',
          },
          {
            en: 'Veterans Pension or Survivors Benefit',
            es: 'Pensión para Veteranos o Beneficio para Sobrevivientes',
          },
        ],
      },
      {
        heading: { en: 'Through your income', es: 'Por sus ingresos' },
        paragraphs: [
          {
            en: 'Your household also qualifies if its yearly income is at or below 135% of the federal poverty guidelines. In 2026 that is $21,546 for one person in the 48 states and DC; Alaska and Hawaii have higher limits. The About page lists every household size.',
            es: 'Su hogar también reúne los requisitos si sus ingresos anuales son iguales o inferiores al 135% de las pautas federales de pobreza. En 2026 eso equivale a $21,546 para una persona en los 48 estados y DC; Alaska y Hawái tienen límites más altos. La página Acerca de muestra todos los tamaños de hogar.',
          },
          {
            en: 'WIC, Federal Pell Grants and school meals do not qualify a household for Lifeline.',
            es: 'WIC, las Becas Federales Pell y las comidas escolares no hacen que un hogar reúna los requisitos de Lifeline.',
          },
        ],
        list: [],
      },
    ],
    related: ['what-is-lifeline', 'lifeline-on-tribal-lands', 'keeping-lifeline'],
    figuresYear: 2026,
  },
  {
    id: 'lifeline-on-tribal-lands',
    title: { en: 'Lifeline on Tribal lands', es: 'Lifeline en tierras tribales' },
    summary: {
      en: 'On qualifying Tribal lands, Lifeline gives a larger monthly discount. Link Up helps with the cost of getting connected.',
      es: 'En tierras tribales elegibles, Lifeline da un descuento mensual mayor. Link Up ayuda a pagar la conexión.',
    },
    sections: [
      {
        heading: { en: 'More help each month', es: 'Más ayuda cada mes' },
        paragraphs: [
          {
            en: 'In 2026, households on qualifying Tribal lands get up to {broadband.tribalMonthly} a month off broadband internet service. For phone service alone, they get up to {voiceOnly.tribalMonthly}. Link Up also takes up to $100 off the charge to connect it, once.',
            es: 'En 2026, los hogares en tierras tribales elegibles reciben un descuento de hasta {broadband.tribalMonthly} al mes en el servicio de internet de banda ancha. En el servicio telefónico solo, reciben hasta {voiceOnly.tribalMonthly}. Además, Link Up descuenta una sola vez hasta $100 del cargo de conexión.',
          },
          tribalLands,
          {
            en: 'What counts is where you live. You do not have to be a member of a Tribe to get the Tribal benefit.',
            es: 'Lo que cuenta es dónde vive. No tiene que ser miembro de una tribu para recibir el beneficio tribal.',
          },
        ],
        list: [],
      },
      {
        heading: { en: 'Tribal programs', es: 'Programas tribales' },
        paragraphs: [
          {
            en: 'Any household can use the usual programs. On Tribal lands, these Tribal programs also qualify a household:',
            es: 'Cualquier hogar puede usar los programas habituales. En tierras tribales, estos programas tribales también permiten reunir los requisitos:',
          },
        ],
        list: [
          {
            en: 'Bureau of Indian Affairs General Assistance',
            es: 'Asistencia General de la Oficina de Asuntos Indígenas',
          },
          { en: 'Tribal TANF', es: 'TANF tribal' },
          {
            en: 'Food Distribution Program on Indian Reservations (FDPIR)',
            es: 'Programa de Distribución de Alimentos en Reservas Indígenas (FDPIR)',
          },
          {
            en: 'Tribal Head Start, for households that meet its income standard',
            es: 'Head Start tribal, para los hogares que cumplen su requisito de ingresos',
          },
        ],
      },
    ],
    related: ['what-is-lifeline', 'who-qualifies-for-lifeline', 'keeping-lifeline'],
    figuresYear: 2026,
  },
  {
    id: 'keeping-lifeline',
    title: { en: 'Keeping your Lifeline benefit', es: 'Cómo conservar su beneficio de Lifeline' },
    summary: {
      en: 'Use your service, recertify every year and tell your provider about changes.',
      es: 'Use su servicio, vuelva a certificar su elegibilidad cada año y avise a su proveedor de los cambios.',
    },
    sections: [
      {
        heading: { en: 'Three things to do', es: 'Tres cosas que debe hacer' },
        paragraphs: [],
        list: [
          {
            en: 'Use a free service at least once every 30 days. If you do not, your provider sends a notice, and turns the service off if it is still unused 15 days later.',
            es: 'Use un servicio gratuito al menos una vez cada 30 días. Si no lo hace, su proveedor le envía un aviso y desconecta el servicio si sigue sin usarse 15 días después.',
          },
          {
            en: 'Recertify every year when you are asked, by the date given.',
            es: 'Vuelva a certificar su elegibilidad cada año cuando se lo pidan, antes de la fecha indicada.',
          },
          {
            en: 'Within 30 days, tell your provider if your household stops qualifying, gets a second Lifeline benefit, or moves.',
            es: 'En un plazo de 30 días, avise a su proveedor si su hogar deja de reunir los requisitos, recibe un segundo beneficio de Lifeline o se muda.',
          },
        ],
      },
    ],
    related: ['what-is-lifeline', 'who-qualifies-for-lifeline', 'lifeline-on-tribal-lands'],
  },
];

export const lifelineProfile = {
  id: 'lifeline',
  apiProgram: 'LIFELINE',
  name: { en: 'Lifeline', es: 'Lifeline' },
  shortName: { en: 'Lifeline', es: 'Lifeline' },
  nameInSentence: { en: 'Lifeline', es: 'Lifeline' },
  shortNameInSentence: { en: 'Lifeline', es: 'Lifeline' },
  status: { state: 'open' },
  benefit: {
    monthly: 9.25,
    tribalMonthly: 34.25,
    linkUp: 100,
    device: null,
    year: 2026,
    // D50 (47 CFR 54.403): the Tribal amounts are the monthly ones plus up to $25.
    byService: {
      broadband: {
        name: { en: 'broadband internet service', es: 'un servicio de internet de banda ancha' },
        monthly: 9.25,
        tribalMonthly: 34.25,
        // The rules set no end to broadband support.
        until: null,
        planLine: {
          en: 'Lifeline takes up to {broadband.monthly} a month off this plan, which is broadband internet service.',
          es: 'Lifeline descuenta hasta {broadband.monthly} al mes de este plan, que es un servicio de internet de banda ancha.',
        },
        planLineTribal: {
          en: 'On qualifying Tribal lands, Lifeline takes up to {broadband.tribalMonthly} a month off this plan, which is broadband internet service.',
          es: 'En tierras tribales elegibles, Lifeline descuenta hasta {broadband.tribalMonthly} al mes de este plan, que es un servicio de internet de banda ancha.',
        },
      },
      voiceOnly: {
        name: { en: 'phone service only', es: 'solo servicio telefónico' },
        monthly: 5.25,
        tribalMonthly: 30.25,
        // The phase-out of voice-only support, paused each year by a waiver of the FCC's
        // Wireline Competition Bureau; the waiver of July 2026 runs to the next 1 December.
        until: '2027-11-30',
        planLine: {
          en: 'Lifeline takes up to {voiceOnly.monthly} a month off this plan, which is phone service only, until {voiceOnly.until}.',
          es: 'Lifeline descuenta hasta {voiceOnly.monthly} al mes de este plan, que es solo servicio telefónico, hasta el {voiceOnly.until}.',
        },
        planLineTribal: {
          en: 'On qualifying Tribal lands, Lifeline takes up to {voiceOnly.tribalMonthly} a month off this plan, which is phone service only, until {voiceOnly.until}.',
          es: 'En tierras tribales elegibles, Lifeline descuenta hasta {voiceOnly.tribalMonthly} al mes de este plan, que es solo servicio telefónico, hasta el {voiceOnly.until}.',
        },
      },
    },
  },
  qualifyingPrograms: [
    { code: 'E1', name: { en: 'Medicaid', es: 'Medicaid' }, tribalLandsOnly: false },
    {
      code: 'E2',
      name: { en: 'SNAP', es: 'SNAP' },
      hint: {
        en: 'Supplemental Nutrition Assistance Program, sometimes called food stamps',
        es: 'Programa de Asistencia Nutricional Suplementaria, a veces llamado cupones para alimentos',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E3',
      name: {
        en: 'Supplemental Security Income (SSI)',
        es: 'Seguridad de Ingreso Suplementario (SSI)',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E4',
      name: {
        en: 'Federal Public Housing Assistance',
        es: 'Asistencia Federal para Vivienda Pública',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E8',
      name: {
        en: 'Bureau of Indian Affairs General Assistance',
        es: 'Asistencia General de la Oficina de Asuntos Indígenas',
      },
      tribalLandsOnly: true,
    },
    { code: 'E9', name: { en: 'Tribal TANF', es: 'TANF tribal' }, tribalLandsOnly: true },
    {
      code: 'E10',
      name: {
        en: 'Food Distribution Program on Indian Reservations (FDPIR)',
        es: 'Programa de Distribución de Alimentos en Reservas Indígenas (FDPIR)',
      },
      tribalLandsOnly: true,
    },
    {
      code: 'E11',
      name: {
        en: 'Tribal Head Start (income-based)',
        es: 'Head Start tribal (según los ingresos)',
      },
      hint: {
        en: 'Only for households that meet its income standard',
        es: 'Solo para los hogares que cumplen su requisito de ingresos',
      },
      tribalLandsOnly: true,
    },
    {
      code: 'E13',
      name: { en: 'Eligibility Based on Income', es: 'Elegibilidad según los ingresos' },
      hint: {
        en: "Your household's yearly income is at or below 135% of the federal poverty guidelines",
        es: 'Los ingresos anuales de su hogar son iguales o inferiores al 135% de las pautas federales de pobreza',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E15',
      name: {
        en: 'Veterans Pension or Survivors Benefit',
        es: 'Pensión para Veteranos o Beneficio para Sobrevivientes',
      },
      tribalLandsOnly: false,
    },
  ],
  income: {
    code: 'E13',
    percentOfGuidelines: 135,
    overLimitHeading: {
      en: 'Your household income looks above the Lifeline limit',
      es: 'Los ingresos de su hogar parecen estar por encima del límite de Lifeline',
    },
    guidelineTables: [
      {
        year: 2026,
        appliesFrom: '2026-01-13',
        source: {
          en: 'HHS poverty guidelines for 2026, published by ASPE, effective January 13, 2026',
          es: 'Pautas de pobreza del HHS de 2026, publicadas por ASPE, vigentes desde el 13 de enero de 2026',
        },
        contiguous: { onePerson: 15_960, increment: 5_680 },
        alaska: { onePerson: 19_950, increment: 7_100 },
        hawaii: { onePerson: 18_360, increment: 6_530 },
      },
    ],
  },
  householdQuestion: {
    intro: {
      en: 'Only one Lifeline benefit is allowed per household. A household is the people who live together and share income and expenses, whether or not they are family.',
      es: 'Solo se permite un beneficio de Lifeline por hogar. Un hogar es el grupo de personas que viven juntas y comparten ingresos y gastos, sean o no familia.',
    },
    legend: {
      en: 'Does that adult already get Lifeline?',
      es: '¿Ese adulto ya recibe Lifeline?',
    },
    // Shown under this question, which appears only after "yes, I live with another adult".
    hint: {
      en: 'Lifeline is a discount on phone or internet service. If you are not sure whether they get it, ask them.',
      es: 'Lifeline es un descuento en el servicio telefónico o de internet. Si no sabe si lo recibe, pregúntele.',
    },
    oneBenefitInitialsLabel: {
      en: 'Type your initials to certify that you understand only one Lifeline benefit is allowed per household.',
      es: 'Escriba sus iniciales para certificar que entiende que solo se permite un beneficio de Lifeline por hogar.',
    },
  },
  // D42, D43: contact "if you have one", a home address that is a place to live.
  contactRules: {
    phoneAndEmailOptional: true,
    homeAddressNoPoBox: true,
    asksTemporaryAddress: true,
    questionsZipOfOtherState: true,
    // D52: Form 5629 has a second address line; Puerto Rico addresses have urbanizations.
    homeAddressLines: true,
    // D58: an unserved home state is said on step 2, with D49's links.
    questionsUnservedState: true,
    // Steps 1 and 2 are "About you" and "How can we contact you?": both are your details.
    partName: { en: 'Your details', es: 'Sus datos' },
  },
  // D44: the FCC's household worksheet (Form 5631).
  householdRules: { worksheet: true },
  tribalNotes: {
    // D50, D58: the amounts of the carrier's plan's service (a voice-only plan: $30.25, $5.25).
    application: {
      en: 'Households on qualifying Tribal lands can get the Tribal benefit: up to {plan.tribalMonthly} a month off our plan, instead of up to {plan.monthly}, and Link Up: up to $100 off the charge to connect their service, once (2026 amounts).',
      es: 'Los hogares en tierras tribales elegibles pueden recibir el beneficio tribal: un descuento de hasta {plan.tribalMonthly} al mes en nuestro plan, en lugar de hasta {plan.monthly}, y Link Up: un descuento único de hasta $100 en el cargo de conexión de su servicio (montos de 2026).',
    },
    legacy: {
      en: 'Households on qualifying Tribal lands get the Tribal benefit: up to {plan.tribalMonthly} a month off our plan instead of up to {plan.monthly} (2026 amounts).',
      es: 'Los hogares en tierras tribales elegibles reciben el beneficio tribal: un descuento de hasta {plan.tribalMonthly} al mes en nuestro plan, en lugar de hasta {plan.monthly} (montos de 2026).',
    },
    confirmed: {
      en: 'The National Verifier confirmed that you live on qualifying Tribal lands, so you get the Tribal benefit.',
      es: 'El Verificador Nacional confirmó que usted vive en tierras tribales elegibles, así que recibe el beneficio tribal.',
    },
    readMore: {
      en: 'Read more about the Tribal benefit and Link Up',
      es: 'Más información sobre el beneficio tribal y Link Up',
    },
    // D54: the Verifier's Tribal lands decide the benefit. The Lifeline Support Center is
    // USAC's line for the National Verifier (lifelinesupport.org, "Contact us").
    notConfirmed: {
      en: 'You told us you live on Tribal lands, but the National Verifier did not confirm that your address is on Tribal lands. So your plan gets the standard Lifeline amount. If you do live on Tribal lands, ask the National Verifier to look at your address again: call the Lifeline Support Center at 1-800-234-9473. Once it confirms your address, call us and we will add the Tribal benefit.',
      es: 'Usted nos dijo que vive en tierras tribales, pero el Verificador Nacional no confirmó que su dirección esté en tierras tribales. Por eso su plan recibe el monto normal de Lifeline. Si usted sí vive en tierras tribales, pida al Verificador Nacional que revise su dirección otra vez: llame al Centro de Apoyo de Lifeline al 1-800-234-9473. Cuando confirme su dirección, llámenos y le agregaremos el beneficio tribal.',
    },
  },
  // D40, D41, D45 (issue 27). Names: 1 to 50 characters, the longest the provider API of
  // provider-api.md takes (its sandbox checks firstName, middleName, lastName and the bqp*
  // names at 50); the National Verifier's own limit is not published where we could read it.
  // Emancipated minors: the birth years reach 14 years ago, the youngest age at which a state
  // lets a minor ask to be emancipated (California Family Code § 7120).
  identityRules: {
    nameLength: { min: 1, max: 50 },
    middleName: true,
    tribalIdForSsn: true,
    age: { adult: 18, youngestListed: 14 },
    benefitQualifyingPerson: true,
    tribalLandsOnlyEnforced: true,
    // D54: the Tribal benefit is what the National Verifier confirmed.
    tribalBenefitNeedsConfirmation: true,
  },
  legacyForm: {
    // D47: no certifications or household worksheet, so not offered under Lifeline.
    offered: false,
    questionHint: {
      en: 'Either program can qualify your household for Lifeline.',
      es: 'Con cualquiera de los dos programas, su hogar puede reunir los requisitos de Lifeline.',
    },
    qualifiedLead: {
      en: 'The National Verifier confirmed that your household qualifies for Lifeline. Next, choose your plan: the benefit lowers its price every month.',
      es: 'El Verificador Nacional confirmó que su hogar reúne los requisitos de Lifeline. Ahora, elija su plan: el beneficio reduce su precio cada mes.',
    },
  },
  // D46: one certification per topic of the initialled statements of the FCC's Lifeline
  // application (Form 5629) and 47 CFR 54.410(d), in our own plain words. A carrier's settings
  // may replace each with the FCC-approved text by its id (profiles/carrier-settings.ts).
  // D57: the representative's confirmation before an assisted application's check. A carrier
  // may replace it with its own approved wording (settings `representativeStatement`).
  representativeStatement: {
    en: 'I am the representative named above. The applicant gave every answer in this application and typed their own initials and signature. I did not answer or sign for them, and I did not tell them what to answer.',
    es: 'Soy el representante indicado arriba. El solicitante dio todas las respuestas de esta solicitud y escribió sus propias iniciales y su firma. No respondí ni firmé por el solicitante, ni le dije qué responder.',
  },
  certifications: [
    {
      id: 'qualifies',
      topic:
        'Form 5629: the household qualifies through a listed program (the applicant, their child or dependent) or by income at or below 135% of the guidelines (47 CFR 54.410(d)(3)(i))',
      en: 'My household qualifies for Lifeline. Someone in it takes part in the program I chose in this application: me, my child or another dependent. Or our household income is at or below the limit.',
      es: 'Mi hogar reúne los requisitos de Lifeline. Alguien en él participa en el programa que elegí en esta solicitud: yo, mi hijo u otro dependiente. O los ingresos de nuestro hogar son iguales o inferiores al límite.',
    },
    {
      id: 'one-benefit',
      topic:
        'Form 5629: one Lifeline benefit per household, and as far as the applicant knows the household does not already get one (47 CFR 54.410(d)(3)(vi))',
      en: 'My household will get only one Lifeline benefit. As far as I know, no one in it already gets one.',
      es: 'Mi hogar recibirá un solo beneficio de Lifeline. Que yo sepa, nadie en él recibe ya uno.',
    },
    {
      id: 'one-company',
      topic:
        'Form 5629: a household gets the benefit from one company only, never from two at once',
      en: 'My household will get Lifeline from only one company at a time.',
      es: 'Mi hogar recibirá Lifeline de una sola compañía a la vez.',
    },
    {
      id: 'no-transfer',
      topic:
        'Form 5629: the benefit cannot be transferred to anyone else: it is the household’s own',
      en: 'My Lifeline benefit is for my household only. I cannot transfer it to another person.',
      es: 'Mi beneficio de Lifeline es solo para mi hogar. No puedo transferirlo a otra persona.',
    },
    {
      id: 'report-changes',
      topic:
        'Form 5629: tell the provider within 30 days when the household no longer qualifies or gets more than one benefit (47 CFR 54.410(d)(3)(ii))',
      en: 'I will tell my provider within 30 days if my household no longer qualifies. I will also tell them within 30 days if anyone in it gets more than one Lifeline benefit.',
      es: 'Le avisaré a mi proveedor en un plazo de 30 días si mi hogar deja de reunir los requisitos. También le avisaré en un plazo de 30 días si alguien en él recibe más de un beneficio de Lifeline.',
    },
    {
      id: 'new-address',
      topic:
        'Form 5629: give the provider a new address within 30 days of moving (47 CFR 54.410(d)(3)(iv))',
      en: 'If I move, I will give my provider my new address within 30 days.',
      es: 'Si me mudo, le daré a mi proveedor mi nueva dirección en un plazo de 30 días.',
    },
    {
      id: 'temporary-address',
      topic:
        '47 CFR 54.410(d)(3)(v), which the form must carry: a temporary address is confirmed every 90 days',
      en: 'If the home address I gave is temporary, I will confirm it with my provider every 90 days.',
      es: 'Si la dirección de mi casa que di es temporal, la confirmaré con mi proveedor cada 90 días.',
    },
    {
      id: 'recertify',
      topic:
        'Form 5629: the provider may check eligibility at any time; recertify every year, and not recertifying ends the benefit (47 CFR 54.410(d)(3)(ix), 54.405(e)(4))',
      en: 'I must recertify every year. I may be asked at any time to show that my household still qualifies. If I do not recertify by the deadline, my Lifeline benefit ends.',
      es: 'Debo volver a certificar mi elegibilidad cada año. Me pueden pedir en cualquier momento que demuestre que mi hogar sigue reuniendo los requisitos. Si no lo hago antes de la fecha límite, mi beneficio de Lifeline termina.',
    },
    {
      id: 'usage',
      topic:
        'Lifeline’s usage rule, which Form 5629 does not carry: a free service unused for 30 days is turned off after a 15-day notice (47 CFR 54.405(e)(3))',
      en: 'I understand what happens if my service is free and I do not use it for 30 days. My provider will send me a notice. If I still do not use it in the next 15 days, my provider will turn the service off.',
      es: 'Entiendo lo que pasa si mi servicio es gratuito y no lo uso durante 30 días. Mi proveedor me enviará un aviso. Si sigo sin usarlo en los 15 días siguientes, mi proveedor desconectará el servicio.',
    },
    {
      id: 'share-information',
      topic:
        'Form 5629: consent that the information may be collected, used, shared and kept, with state, Tribal and federal agencies and USAC, to check eligibility',
      en: 'I agree that the information I give in this application may be collected, used, shared and kept. It is used to check that my household qualifies and to run Lifeline. My provider and the Universal Service Administrative Company (USAC) may share it with state, Tribal and federal agencies. Those agencies may tell USAC if I take part in a program that qualifies. Without this information I cannot get Lifeline.',
      es: 'Acepto que la información que doy en esta solicitud se recopile, use, comparta y conserve. Se usa para comprobar que mi hogar reúne los requisitos y para administrar Lifeline. Mi proveedor y la Compañía Administradora del Servicio Universal (USAC) pueden compartirla con agencias estatales, tribales y federales. Esas agencias pueden decirle a USAC si participo en un programa que da derecho al beneficio. Sin esta información no puedo recibir Lifeline.',
    },
    {
      id: 'tribal-lands',
      topic:
        'Form 5629: the Tribal benefit is claimed only by a resident of federally recognized Tribal lands (47 CFR 54.410(d)(3)(iii))',
      en: 'I will claim the Tribal benefit only if I live on federally recognized Tribal lands.',
      es: 'Solo pediré el beneficio tribal si vivo en tierras tribales reconocidas por el gobierno federal.',
    },
    {
      id: 'true-information',
      topic:
        'Form 5629: the information given is true and correct to the best of the applicant’s knowledge (47 CFR 54.410(d)(3)(vii))',
      en: 'Everything I give in this application is true and correct, as far as I know.',
      es: 'Todo lo que doy en esta solicitud es verdadero y correcto, que yo sepa.',
    },
    {
      id: 'penalty',
      topic:
        'Form 5629: false or fraudulent information is punishable by law (fines, prison, de-enrolment, being barred) (47 CFR 54.410(d)(3)(viii), 54.410(d)(1)(i))',
      en: 'I understand that giving false or fraudulent information to get Lifeline is punishable by law. I could pay fines or go to prison. I could also lose my benefit or be barred from the program.',
      es: 'Entiendo que dar información falsa o fraudulenta para obtener Lifeline está penado por la ley. Podría pagar multas o ir a la cárcel. También podría perder mi beneficio o quedar excluido del programa.',
    },
  ],
  // D56: the check carries the signed record the carrier keeps (47 CFR 54.417), signed under
  // penalty of perjury as Form 5629 is. D59: the income route's statement is the first.
  signing: {
    keepsRecord: true,
    declaration: {
      en: 'I sign this application under penalty of perjury. This means I swear that my answers are true.',
      es: 'Firmo esta solicitud bajo pena de perjurio. Esto significa que juro que mis respuestas son verdaderas.',
    },
    incomeCertification: 'qualifies',
  },
  site: {
    officialSite: 'fcc.gov/lifeline',
    home: {
      lead: {
        en: 'Lifeline lowers the cost of phone or internet service for households with low incomes. In 2026 it takes up to {plan.monthly} a month off our plan, or up to {plan.tribalMonthly} a month on qualifying Tribal lands. Check if you qualify and apply in one go.',
        es: 'Lifeline reduce el costo del servicio telefónico o de internet para los hogares de bajos ingresos. En 2026 descuenta hasta {plan.monthly} al mes de nuestro plan, o hasta {plan.tribalMonthly} al mes en tierras tribales elegibles. Compruebe si reúne los requisitos y presente su solicitud de una sola vez.',
      },
      programTitle: { en: 'What is Lifeline?', es: '¿Qué es Lifeline?' },
      programIntro: {
        en: 'Lifeline is a benefit of the U.S. government. The Federal Communications Commission (FCC) runs it. It helps households pay for phone or internet service. In 2026 it gives:',
        es: 'Lifeline es un beneficio del gobierno de los EE. UU. Lo administra la Comisión Federal de Comunicaciones (FCC). Ayuda a los hogares a pagar el servicio telefónico o de internet. En 2026 ofrece:',
      },
      benefitItems: [
        {
          en: 'up to {broadband.monthly} a month off broadband internet service. A bundle of phone and internet service counts too, if it meets the FCC’s minimum standard for broadband;',
          es: 'un descuento de hasta {broadband.monthly} al mes en el servicio de internet de banda ancha. También cuenta un paquete de teléfono e internet, si cumple el estándar mínimo de banda ancha de la FCC;',
        },
        {
          en: 'up to {voiceOnly.monthly} a month off phone service alone (voice only), until {voiceOnly.until}. The FCC’s rules end this support bit by bit. But each year an FCC office, the Wireline Competition Bureau, has paused that for one more year. It last did so in July 2026;',
          es: 'un descuento de hasta {voiceOnly.monthly} al mes en el servicio telefónico solo (solo voz), hasta el {voiceOnly.until}. Las reglas de la FCC eliminan este apoyo poco a poco. Pero cada año una oficina de la FCC, la Oficina de Competencia de Líneas Fijas (Wireline Competition Bureau), ha suspendido esa eliminación por un año más. La última vez fue en julio de 2026;',
        },
        {
          en: 'on qualifying Tribal lands, up to {broadband.tribalMonthly} a month for broadband, or {voiceOnly.tribalMonthly} for phone service alone;',
          es: 'en tierras tribales elegibles, hasta {broadband.tribalMonthly} al mes por la banda ancha, o {voiceOnly.tribalMonthly} por el servicio telefónico solo;',
        },
        {
          en: 'on qualifying Tribal lands, Link Up: up to $100 off the charge to connect your service, once.',
          es: 'en tierras tribales elegibles, Link Up: un descuento único de hasta $100 en el cargo de conexión de su servicio.',
        },
      ],
      providerNote: {
        en: '{siteName} is a provider in the program. Our plan is {plan.name}. So the benefit takes up to {plan.monthly} a month off its price, or up to {plan.tribalMonthly} on qualifying Tribal lands. Each household can have one Lifeline benefit. You can move it to another provider later.',
        es: '{siteName} es un proveedor del programa. Nuestro plan es {plan.name}. Así que el beneficio descuenta hasta {plan.monthly} al mes de su precio, o hasta {plan.tribalMonthly} en tierras tribales elegibles. Cada hogar puede tener un solo beneficio de Lifeline. Más adelante puede cambiarlo a otro proveedor.',
      },
      qualifyStep: {
        en: 'Your household qualifies if someone in it takes part in a program such as SNAP, Medicaid or SSI. It also qualifies if its income is at or below 135% of the federal poverty guidelines.',
        es: 'Su hogar reúne los requisitos si alguien en él participa en un programa como SNAP, Medicaid o SSI. También los reúne si sus ingresos son iguales o inferiores al 135% de las pautas federales de pobreza.',
      },
      receiveStepTitle: {
        en: 'Receive your discounted service',
        es: 'Reciba su servicio con descuento',
      },
      receiveStep: {
        en: 'Once you are approved, the Lifeline discount is taken off our plan every month. Lifeline does not pay for a phone, a tablet or a computer.',
        es: 'Una vez que se apruebe su solicitud, el descuento de Lifeline se aplica a nuestro plan cada mes. Lifeline no paga un teléfono, una tableta ni una computadora.',
      },
    },
    about: {
      pageTitle: { en: 'About Lifeline', es: 'Acerca de Lifeline' },
      heading: { en: 'About Lifeline', es: 'Acerca de Lifeline' },
      intro: [
        {
          en: 'Lifeline is a U.S. government benefit. It lowers the monthly cost of phone or internet service for households with low incomes.',
          es: 'Lifeline es un beneficio del gobierno de los EE. UU. Reduce el costo mensual del servicio telefónico o de internet para los hogares de bajos ingresos.',
        },
        {
          en: 'The Federal Communications Commission (FCC) runs the program. The National Verifier checks who qualifies. The Universal Service Administrative Company (USAC) runs it. Providers such as us give the discount on our service. The FCC explains the program at fcc.gov/lifeline.',
          es: 'La Comisión Federal de Comunicaciones (FCC) está a cargo del programa. El Verificador Nacional comprueba quién reúne los requisitos. Lo administra la Compañía Administradora del Servicio Universal (USAC). Los proveedores como nosotros aplican el descuento en nuestro servicio. La FCC explica el programa en fcc.gov/lifeline.',
        },
      ],
      benefitItems: [
        {
          en: 'Up to {broadband.monthly} a month off broadband internet service (2026 amount). A bundle of phone and internet service counts too, if it meets the FCC’s minimum standard for broadband.',
          es: 'Un descuento de hasta {broadband.monthly} al mes en el servicio de internet de banda ancha (monto de 2026). También cuenta un paquete de teléfono e internet, si cumple el estándar mínimo de banda ancha de la FCC.',
        },
        {
          en: 'Up to {voiceOnly.monthly} a month off phone service alone (voice only), until {voiceOnly.until}. The FCC’s rules end this support bit by bit. But each year an FCC office, the Wireline Competition Bureau, has paused that for one more year. It last did so in July 2026.',
          es: 'Un descuento de hasta {voiceOnly.monthly} al mes en el servicio telefónico solo (solo voz), hasta el {voiceOnly.until}. Las reglas de la FCC eliminan este apoyo poco a poco. Pero cada año una oficina de la FCC, la Oficina de Competencia de Líneas Fijas (Wireline Competition Bureau), ha suspendido esa eliminación por un año más. La última vez fue en julio de 2026.',
        },
        {
          en: 'On qualifying Tribal lands, up to {broadband.tribalMonthly} a month for broadband, or {voiceOnly.tribalMonthly} for phone service alone (2026 amounts).',
          es: 'En tierras tribales elegibles, hasta {broadband.tribalMonthly} al mes por la banda ancha, o {voiceOnly.tribalMonthly} por el servicio telefónico solo (montos de 2026).',
        },
        {
          en: '{siteName}’s plan is {plan.name}. The benefit takes up to {plan.monthly} a month off it, or up to {plan.tribalMonthly} on qualifying Tribal lands (2026 amounts).',
          es: 'El plan de {siteName} es {plan.name}. El beneficio le descuenta hasta {plan.monthly} al mes, o hasta {plan.tribalMonthly} en tierras tribales elegibles (montos de 2026).',
        },
        {
          en: 'On qualifying Tribal lands, Link Up: a one-time discount of up to $100 on the charge to connect your service (2026 amount).',
          es: 'En tierras tribales elegibles, Link Up: un descuento único de hasta $100 en el cargo de conexión de su servicio (monto de 2026).',
        },
      ],
      household: [
        {
          en: 'Each household can get one Lifeline benefit. A household is everyone who lives together and shares income and expenses, related or not. The benefit is not a loan: you do not pay it back.',
          es: 'Cada hogar puede recibir un solo beneficio de Lifeline. Un hogar son todas las personas que viven juntas y comparten ingresos y gastos, sean o no familiares. El beneficio no es un préstamo: no tiene que devolverlo.',
        },
        {
          en: 'Lifeline does not pay for a phone, a tablet or a computer. You choose the provider that gets your benefit. You can move (transfer) it to another provider later.',
          es: 'Lifeline no paga un teléfono, una tableta ni una computadora. Usted elige el proveedor que recibe su beneficio. Más adelante puede cambiarlo (transferirlo) a otro proveedor.',
        },
      ],
      incomeText: {
        en: 'Your household qualifies if its income is low enough. Its yearly income before taxes must be at or below 135% of the federal poverty guidelines. Count yourself and everyone who lives with you and shares income and costs. Alaska and Hawaii have higher limits. The table shows the limits for 2026.',
        es: 'Su hogar reúne los requisitos si sus ingresos son lo bastante bajos. Sus ingresos anuales antes de impuestos deben ser iguales o inferiores al 135% de las pautas federales de pobreza. Cuéntese a usted y a todas las personas que viven con usted y comparten ingresos y gastos. Alaska y Hawái tienen límites más altos. La tabla muestra los límites de 2026.',
      },
      programsNote: {
        en: 'WIC, Federal Pell Grants and free or reduced-price school meals do not qualify a household for Lifeline. If you live on qualifying Tribal lands, Tribal programs also count. See Tribal lands and Link Up below.',
        es: 'WIC, las Becas Federales Pell y las comidas escolares gratis o a precio reducido no hacen que un hogar reúna los requisitos de Lifeline. Si vive en tierras tribales elegibles, los programas tribales también cuentan. Vea Tierras tribales y Link Up más abajo.',
      },
      tribalTitle: { en: 'Tribal lands and Link Up', es: 'Tierras tribales y Link Up' },
      tribalText: {
        en: `If you live on qualifying Tribal lands, the benefit on our plan is up to {plan.tribalMonthly} a month, instead of up to {plan.monthly}. Link Up can also take up to $100 off the charge to connect your service, once (2026 amounts). ${tribalLands.en}`,
        es: `Si vive en tierras tribales elegibles, el beneficio en nuestro plan es de hasta {plan.tribalMonthly} al mes, en lugar de hasta {plan.monthly}. Además, Link Up puede descontar una sola vez hasta $100 del cargo de conexión de su servicio (montos de 2026). ${tribalLands.es}`,
      },
    },
    documents: [
      {
        group: 'program',
        document: {
          en: 'A benefit award letter, an approval letter or a statement of benefits. It can come from SNAP, Medicaid, Supplemental Security Income (SSI) or Federal Public Housing Assistance. It can also come from a Veterans Pension or Survivors Benefit.',
          es: 'Una carta de concesión de beneficios, una carta de aprobación o una declaración de beneficios. Puede venir de SNAP, Medicaid, Seguridad de Ingreso Suplementario (SSI) o Asistencia Federal para Vivienda Pública. También puede venir de una Pensión para Veteranos o un Beneficio para Sobrevivientes.',
        },
        proves: {
          en: 'Proves that you, your child or another dependent takes part in that program.',
          es: 'Comprueba que usted, su hijo u otro dependiente participa en ese programa.',
        },
      },
      {
        group: 'program',
        document: {
          en: 'A letter from Bureau of Indian Affairs General Assistance, Tribal TANF, the Food Distribution Program on Indian Reservations or Tribal Head Start',
          es: 'Una carta de la Asistencia General de la Oficina de Asuntos Indígenas, de TANF tribal, del Programa de Distribución de Alimentos en Reservas Indígenas o de Head Start tribal',
        },
        proves: {
          en: 'Proves that someone in your household takes part in that Tribal program.',
          es: 'Comprueba que alguien de su hogar participa en ese programa tribal.',
        },
      },
      ...verifierDocuments,
      {
        group: 'identity',
        document: {
          en: 'A recent utility bill, lease, mortgage statement or letter from a government office, with your name and address',
          es: 'Una factura reciente de servicios públicos, un contrato de arrendamiento, un estado de cuenta de la hipoteca o una carta de una oficina del gobierno, con su nombre y su dirección',
        },
        proves: {
          en: 'Proves where you live, if the National Verifier asks. It may ask for the Tribal benefit.',
          es: 'Comprueba dónde vive, si el Verificador Nacional se lo pide. Puede pedirlo para el beneficio tribal.',
        },
      },
    ],
    guides,
    articles,
  },
  // D48: a page says where the National Verifier's link goes, and the applicant follows it.
  // D49: a household we do not serve can apply with another company or on its own.
  verifierLinks: {
    pageBeforeLeaving: true,
    notServed: {
      heading: { en: 'Other ways to get Lifeline', es: 'Otras formas de obtener Lifeline' },
      text: {
        en: 'Lifeline is a federal program, and other phone and internet companies may offer it where you live. You can also apply on your own at the National Verifier, the government’s Lifeline system, and then choose a company.',
        es: 'Lifeline es un programa federal, y otras compañías de teléfono e internet pueden ofrecerlo donde usted vive. También puede presentar la solicitud por su cuenta en el Verificador Nacional, el sistema del gobierno para Lifeline, y luego elegir una compañía.',
      },
      links: [
        {
          href: 'https://www.lifelinesupport.org/companies-near-me/',
          text: {
            en: 'Lifeline companies near you, on USAC’s site lifelinesupport.org',
            es: 'Compañías de Lifeline cerca de usted, en el sitio de USAC lifelinesupport.org',
          },
        },
        {
          href: 'https://www.checklifeline.org/lifeline',
          text: {
            en: 'Apply on your own at the National Verifier, checklifeline.org',
            es: 'Presente la solicitud por su cuenta en el Verificador Nacional, checklifeline.org',
          },
        },
      ],
    },
  },
} satisfies ProfileInput;
