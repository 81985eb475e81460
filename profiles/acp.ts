import type { ProfileInput } from './schema.ts';
import { verifierDocuments } from './verifier-documents.ts';

// The Affordable Connectivity Program as A and B specify it (D38): every text and figure the
// app shows today, closed since 2024-02-07 with its notice (D34). Spanish texts are the
// app's current translations.

export const acpProfile = {
  id: 'acp',
  apiProgram: 'ACP',
  name: {
    en: 'Affordable Connectivity Program',
    es: 'Programa de Conectividad Asequible',
  },
  shortName: {
    en: 'ACP',
    es: 'ACP',
  },
  nameInSentence: {
    en: 'the Affordable Connectivity Program',
    es: 'el Programa de Conectividad Asequible',
  },
  shortNameInSentence: { en: 'the ACP', es: 'el ACP' },
  status: {
    state: 'closed',
    since: '2024-02-07',
    notice: {
      en: 'The Affordable Connectivity Program (ACP) stopped taking new applications on February 7, 2024. It ended on June 1, 2024, when its money ran out. You can still go through these steps, but a new application may not be approved. Lifeline is still open: it is another FCC program that also lowers the cost of phone or internet service.',
      es: 'El Programa de Conectividad Asequible (ACP) dejó de aceptar solicitudes nuevas el 7 de febrero de 2024. Terminó el 1 de junio de 2024, cuando se agotó su dinero. Puede seguir estos pasos, pero es posible que una solicitud nueva no se apruebe. Lifeline sigue abierto: es otro programa de la FCC que también baja el costo del servicio telefónico o de internet.',
    },
  },
  benefit: {
    monthly: 30,
    tribalMonthly: 75,
    linkUp: null,
    device: {
      maxDiscount: 100,
      copayAbove: 10,
      copayBelow: 50,
    },
    year: 2023,
    // One amount whatever the service (D50 is Lifeline's).
    byService: null,
  },
  income: {
    code: 'E13',
    percentOfGuidelines: 200,
    overLimitHeading: {
      en: 'You are likely not qualified based on Low Income',
      es: 'Es probable que no reúna los requisitos según los ingresos de su hogar',
    },
    guidelineTables: [
      {
        year: 2023,
        appliesFrom: '2023-01-19',
        source: {
          en: 'HHS poverty guidelines for 2023 (ASPE), as the ACP used them',
          es: 'Pautas de pobreza del HHS de 2023 (ASPE), como las usaba el ACP',
        },
        contiguous: {
          onePerson: 14580,
          increment: 5140,
        },
        alaska: {
          onePerson: 18210,
          increment: 6430,
        },
        hawaii: {
          onePerson: 16770,
          increment: 5910,
        },
      },
    ],
  },
  householdQuestion: {
    intro: {
      en: 'Only one Affordable Connectivity benefit is allowed per household. A household is the people who live together and share income and expenses, whether or not they are family.',
      es: 'Solo se permite un beneficio del Programa de Conectividad Asequible por hogar. Un hogar es el grupo de personas que viven juntas y comparten ingresos y gastos, sean o no familia.',
    },
    legend: {
      en: 'Does that adult already get the Affordable Connectivity benefit?',
      es: '¿Ese adulto ya recibe el beneficio del Programa de Conectividad Asequible?',
    },
    hint: {
      en: 'If you do not live with another adult, choose No.',
      es: 'Si no vive con otro adulto, elija No.',
    },
    oneBenefitInitialsLabel: {
      en: 'Type your initials to certify that you understand only one Affordable Connectivity benefit is allowed per household.',
      es: 'Escriba sus iniciales para certificar que entiende que solo se permite un beneficio del Programa de Conectividad Asequible por hogar.',
    },
  },
  // A §2 and A §5 as they are: phone and e-mail required, any home address, two household
  // questions and two initials.
  contactRules: {
    phoneAndEmailOptional: false,
    homeAddressNoPoBox: false,
    asksTemporaryAddress: false,
    questionsZipOfOtherState: false,
    // D52 and D58 apply to Lifeline: the ACP's step 2 and enrolment stay A §5's and A §3's.
    homeAddressLines: false,
    questionsUnservedState: false,
    partName: null,
  },
  householdRules: { worksheet: false },
  site: {
    officialSite: 'fcc.gov/acp',
    home: {
      lead: {
        en: 'The Affordable Connectivity Program (ACP) helps households pay for internet service. It takes up to $30 a month off the bill, or up to $75 a month on qualifying Tribal lands. Check if you qualify and apply in one go.',
        es: 'El Programa de Conectividad Asequible (ACP) ayuda a los hogares a pagar el servicio de internet. Descuenta hasta $30 al mes de la factura, o hasta $75 al mes en tierras tribales elegibles. Compruebe si reúne los requisitos y presente su solicitud en un solo paso.',
      },
      programTitle: {
        en: 'What is the Affordable Connectivity Program?',
        es: '¿Qué es el Programa de Conectividad Asequible?',
      },
      programIntro: {
        en: 'The ACP is a benefit of the U.S. government. The Federal Communications Commission (FCC) runs it. It helps households pay for the internet. It gives:',
        es: 'El ACP es un beneficio del gobierno de EE. UU. Lo administra la Comisión Federal de Comunicaciones (FCC). Ayuda a los hogares a pagar el internet. Ofrece:',
      },
      benefitItems: [
        {
          en: 'up to $30 a month off your internet service;',
          es: 'un descuento de hasta $30 al mes en su servicio de internet;',
        },
        {
          en: 'up to $75 a month if you live on qualifying Tribal lands;',
          es: 'hasta $75 al mes si vive en tierras tribales elegibles;',
        },
        {
          en: 'a one-time discount of up to $100 on a laptop, a desktop computer or a tablet. You pay more than $10 and less than $50 of its price.',
          es: 'un descuento único de hasta $100 en una computadora portátil, una computadora de escritorio o una tableta. Usted paga más de $10 y menos de $50 de su precio.',
        },
      ],
      providerNote: {
        en: '{siteName} is a provider in the program. The benefit pays for our mobile plan, so you pay nothing for the service. Each household can have one benefit. You can move it to another provider later.',
        es: '{siteName} es un proveedor del programa. El beneficio paga nuestro plan móvil, así que usted no paga nada por el servicio. Cada hogar puede tener un solo beneficio. Más adelante puede cambiarlo a otro proveedor.',
      },
      qualifyStep: {
        en: 'Your household qualifies if someone in it takes part in a program such as SNAP, Medicaid or WIC. It also qualifies if its income is at or below 200% of the federal poverty guidelines.',
        es: 'Su hogar reúne los requisitos si alguien en él participa en un programa como SNAP, Medicaid o WIC. También los reúne si sus ingresos son iguales o inferiores al 200% de las pautas federales de pobreza.',
      },
      receiveStepTitle: {
        en: 'Receive free mobile service and a tablet',
        es: 'Reciba servicio móvil gratis y una tableta',
      },
      receiveStep: {
        en: 'Once you are approved, you get our mobile plan at no cost. You can also get a tablet for a one-time co-pay of $10.01.',
        es: 'Una vez que se apruebe su solicitud, recibirá nuestro plan móvil sin costo. También puede obtener una tableta por un copago único de $10.01.',
      },
    },
    about: {
      pageTitle: {
        en: 'About ACP',
        es: 'Acerca del ACP',
      },
      heading: {
        en: 'About the Affordable Connectivity Program',
        es: 'Acerca del Programa de Conectividad Asequible',
      },
      intro: [
        {
          en: 'The Affordable Connectivity Program (ACP) is a U.S. government benefit. It helps households pay for internet service and a device to go online. That keeps work, school, health care and family within reach.',
          es: 'El Programa de Conectividad Asequible (ACP) es un beneficio del gobierno de EE. UU. Ayuda a los hogares a pagar el servicio de internet y un dispositivo para conectarse. Así el trabajo, la escuela, la atención médica y la familia están a su alcance.',
        },
        {
          en: 'The Federal Communications Commission (FCC) runs the program. The National Verifier checks who qualifies. The Universal Service Administrative Company (USAC) runs it. Providers such as us give the discount on our service. The FCC explains the program at fcc.gov/acp.',
          es: 'La Comisión Federal de Comunicaciones (FCC) dirige el programa. El Verificador Nacional verifica quién reúne los requisitos. Lo administra la Compañía Administradora del Servicio Universal (USAC). Los proveedores como nosotros aplican el descuento en nuestro servicio. La FCC explica el programa en fcc.gov/acp.',
        },
      ],
      benefitItems: [
        {
          en: 'Up to $30 a month off your internet service.',
          es: 'Un descuento de hasta $30 al mes en su servicio de internet.',
        },
        {
          en: 'Up to $75 a month if you live on qualifying Tribal lands.',
          es: 'Hasta $75 al mes si vive en tierras tribales elegibles.',
        },
        {
          en: 'A one-time discount of up to $100 on a laptop, a desktop computer or a tablet from a provider in the program. You pay more than $10 and less than $50 of its price.',
          es: 'Un descuento único de hasta $100 en una computadora portátil, una computadora de escritorio o una tableta de un proveedor del programa. Usted paga más de $10 y menos de $50 de su precio.',
        },
      ],
      household: [
        {
          en: 'Each household can get one monthly benefit and one device discount. A household is everyone who lives together and shares income and expenses, related or not. The benefit is not a loan: you do not pay it back.',
          es: 'Cada hogar puede recibir un beneficio mensual y un descuento en un dispositivo. Un hogar es el grupo de personas que viven juntas y comparten ingresos y gastos, sean o no familia. El beneficio no es un préstamo: usted no tiene que devolverlo.',
        },
        {
          en: 'You choose the provider that gets your benefit. You can move (transfer) it to another provider later. With us, the benefit covers the whole price of our mobile plan.',
          es: 'Usted elige el proveedor que recibe su beneficio. Más adelante puede cambiarlo (transferirlo) a otro proveedor. Con nosotros, el beneficio cubre todo el precio de nuestro plan móvil.',
        },
      ],
      incomeText: {
        en: 'Your household qualifies if its income is low enough. Its yearly income before taxes must be at or below 200% of the federal poverty guidelines. Count yourself and everyone who lives with you and shares income and costs. Alaska and Hawaii have higher limits.',
        es: 'Su hogar reúne los requisitos si sus ingresos son lo bastante bajos. Sus ingresos anuales antes de impuestos deben ser iguales o inferiores al 200% de las pautas federales de pobreza. Cuéntese a usted y a todas las personas que viven con usted y comparten ingresos y gastos. Alaska y Hawái tienen límites más altos.',
      },
      programsNote: {
        en: 'If you get Lifeline, you qualify too. Apply with the program or income that qualified you for Lifeline. If you live on qualifying Tribal lands, Tribal programs also count. See the Enhanced Tribal Benefit below.',
        es: 'Si recibe Lifeline, también reúne los requisitos. Presente su solicitud con el programa o los ingresos por los que reunió los requisitos de Lifeline. Si vive en tierras tribales elegibles, los programas tribales también cuentan. Vea el beneficio tribal mejorado más abajo.',
      },
      tribalTitle: {
        en: 'Enhanced Tribal Benefit',
        es: 'Beneficio tribal mejorado',
      },
      tribalText: {
        en: 'If you live on qualifying Tribal lands, the benefit is up to $75 a month off your internet service, instead of up to $30. These lands include the reservations, pueblos and colonies that the federal government recognizes. So do former reservations in Oklahoma and Alaska Native regions. Indian allotments and Hawaiian Home Lands count too.',
        es: 'Si vive en tierras tribales elegibles, el beneficio es un descuento de hasta $75 al mes en su servicio de internet, en lugar de hasta $30. Estas tierras incluyen las reservas, los pueblos y las colonias que reconoce el gobierno federal. También las antiguas reservas de Oklahoma y las regiones de los Nativos de Alaska. Las parcelas indígenas asignadas (Indian allotments) y las Tierras Natales Hawaianas (Hawaiian Home Lands) también cuentan.',
      },
    },
    guides: [
      {
        id: 'how-to-apply',
        ordered: true,
        action: 'apply',
        title: {
          en: 'How to apply',
          es: 'Cómo presentar la solicitud',
        },
        intro: [],
        items: [
          {
            en: 'Enter your zip code, to check that we offer service where you live.',
            es: 'Escriba su código postal para comprobar que damos servicio donde usted vive.',
          },
          {
            en: 'Tell us about yourself: your name, your date of birth and the last 4 digits of your Social Security number.',
            es: 'Háblenos de usted: su nombre, su fecha de nacimiento y los últimos 4 dígitos de su número de Seguro Social.',
          },
          {
            en: 'Give your phone number or e-mail address and your home address, so we can reach you and ship to you.',
            es: 'Denos su número de teléfono o su correo electrónico y la dirección de su casa, para que podamos comunicarnos con usted y enviarle su pedido.',
          },
          {
            en: 'Tell us about your household and choose the program or the income that qualifies you.',
            es: 'Háblenos de su hogar y elija el programa o los ingresos por los que reúne los requisitos.',
          },
          {
            en: 'Say whether you live on qualifying Tribal lands. If you do, you give your Tribal number instead of your Social Security digits.',
            es: 'Indique si vive en tierras tribales elegibles. Si es así, dará su número de identificación tribal en lugar de los dígitos de su número de Seguro Social.',
          },
          {
            en: 'Check your answers, then sign with your initials and your full name.',
            es: 'Revise sus respuestas y luego firme con sus iniciales y su nombre completo.',
          },
        ],
        outro: [
          {
            en: 'We then send your application to the National Verifier. Once you are approved, you choose whether you want a tablet and enroll in our plan.',
            es: 'Luego enviamos su solicitud al Verificador Nacional. Una vez que se apruebe su solicitud, usted decide si quiere una tableta y se inscribe en nuestro plan.',
          },
        ],
      },
      {
        id: 'prepare',
        action: 'documents',
        title: {
          en: 'Documents to prepare',
          es: 'Documentos que debe preparar',
        },
        intro: [
          {
            en: 'Often you do not need to send anything. The National Verifier first tries to check government records. Have these ready in case it asks:',
            es: 'A menudo no necesita enviar nada. El Verificador Nacional primero intenta comprobar los registros del gobierno. Tenga esto a mano por si se lo pide:',
          },
        ],
        items: [
          {
            en: 'a letter from your program, such as a benefit award letter, or proof of your income, such as last year’s tax return;',
            es: 'una carta de su programa, como una carta de concesión de beneficios, o un comprobante de sus ingresos, como la declaración de impuestos del año pasado;',
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
            es: 'Los documentos deben ser recientes y mostrar el nombre de la persona que reúne los requisitos. Basta con una foto clara o una copia escaneada de cada página.',
          },
        ],
      },
      {
        id: 'national-verifier',
        ordered: true,
        action: 'status',
        title: {
          en: 'How the National Verifier works',
          es: 'Cómo funciona el Verificador Nacional',
        },
        intro: [
          {
            en: 'The National Verifier is the system that decides who can get the benefit. Providers like us do not decide. It is run by the Universal Service Administrative Company (USAC) for the Federal Communications Commission (FCC).',
            es: 'El Verificador Nacional es el sistema que decide quién puede recibir el beneficio. Los proveedores como nosotros no lo decidimos. Lo administra la Compañía Administradora del Servicio Universal (USAC) para la Comisión Federal de Comunicaciones (FCC).',
          },
        ],
        items: [
          {
            en: 'When you sign your application, we send your answers to the National Verifier.',
            es: 'Cuando firma su solicitud, enviamos sus respuestas al Verificador Nacional.',
          },
          {
            en: 'It checks them against state and federal records. When it can confirm your eligibility this way, you can enroll straight away.',
            es: 'Las compara con registros estatales y federales. Cuando puede confirmar su elegibilidad de esta manera, usted puede inscribirse de inmediato.',
          },
          {
            en: 'When it cannot, we take you to the National Verifier’s website to upload documents. Its staff review them, which takes longer; you then come back to us to enroll.',
            es: 'Cuando no puede, lo llevamos al sitio web del Verificador Nacional para que suba sus documentos. Su personal los revisa, lo que tarda más; después, usted vuelve a nuestro sitio para inscribirse.',
          },
        ],
        outro: [
          {
            en: 'Keep your application ID and your eligibility check ID. With either one you can check where your application stands at any time.',
            es: 'Guarde el número de su solicitud y el número de su verificación de elegibilidad. Con cualquiera de los dos puede consultar en qué punto está su solicitud en cualquier momento.',
          },
        ],
      },
      {
        id: 'transfer',
        title: {
          en: 'Transferring your benefit',
          es: 'Cómo transferir su beneficio',
        },
        intro: [
          {
            en: 'A household can have the benefit with one provider at a time, but you can move it to another provider. This is called a transfer.',
            es: 'Un hogar solo puede tener el beneficio con un proveedor a la vez, pero puede cambiarlo a otro proveedor. Esto se llama transferencia.',
          },
        ],
        items: [
          {
            en: 'To move your benefit to {siteName}, apply here as usual. The National Verifier may show that your household already has the benefit elsewhere. Then we ask if you want to transfer it to us.',
            es: 'Para cambiar su beneficio a {siteName}, presente su solicitud aquí como de costumbre. El Verificador Nacional puede mostrar que su hogar ya tiene el beneficio con otro proveedor. Entonces le preguntaremos si quiere transferirlo a nosotros.',
          },
          {
            en: 'After the transfer, the benefit pays for our plan, and the discount on your old provider’s service ends. Ask your old provider what you would pay for any service you keep with them.',
            es: 'Después de la transferencia, el beneficio paga nuestro plan y termina el descuento en el servicio de su proveedor anterior. Pregúntele a su proveedor anterior cuánto pagaría por cualquier servicio que mantenga con él.',
          },
          {
            en: 'The device discount is given once per household. If you already got a discounted device through the program, you cannot get another one by transferring.',
            es: 'El descuento en un dispositivo se da una sola vez por hogar. Si ya obtuvo un dispositivo con descuento por medio del programa, no puede obtener otro al transferir su beneficio.',
          },
        ],
        outro: [],
      },
      {
        id: 'keeping',
        action: 'support',
        title: {
          en: 'Keeping your benefit',
          es: 'Cómo conservar su beneficio',
        },
        intro: [],
        items: [
          {
            en: 'Use your service. When your plan is free, use it at least once every 30 days: make a call, send a text or use data. If you do not, we send you a notice, and if you still do not use it in the next 15 days, the benefit ends.',
            es: 'Use su servicio. Si su plan es gratis, úselo al menos una vez cada 30 días: haga una llamada, envíe un mensaje de texto o use datos. Si no lo hace, le enviaremos un aviso, y si aun así no lo usa en los 15 días siguientes, el beneficio termina.',
          },
          {
            en: 'Recertify when asked. Once a year we check again that you qualify. When we or the National Verifier ask you to recertify, answer by the date given. If you do not, the benefit ends.',
            es: 'Recertifique su elegibilidad cuando se lo pidan. Una vez al año volvemos a comprobar que reúne los requisitos. Cuando nosotros o el Verificador Nacional le pidamos que la recertifique, responda antes de la fecha indicada. Si no lo hace, el beneficio termina.',
          },
          {
            en: 'Tell us about changes. If your household no longer qualifies, tell us within 30 days. Tell us too when you move, so that your benefit and deliveries follow you.',
            es: 'Avísenos de los cambios. Si su hogar ya no reúne los requisitos, avísenos en un plazo de 30 días. Avísenos también cuando se mude, para que su beneficio y sus envíos lleguen a su nueva dirección.',
          },
        ],
        outro: [],
      },
    ],
    documents: [
      {
        group: 'program',
        document: {
          en: 'A benefit award letter, an approval letter or a statement of benefits. It can come from SNAP, Medicaid, Supplemental Security Income (SSI), WIC or Federal Public Housing Assistance. It can also come from a Veterans or Survivors Pension.',
          es: 'Una carta de concesión de beneficios, una carta de aprobación o una declaración de beneficios. Puede venir de SNAP, Medicaid, Seguridad de Ingreso Suplementario (SSI), WIC o Asistencia Federal para Vivienda Pública. También puede venir de una Pensión para Veteranos o para Sobrevivientes.',
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
      {
        group: 'program',
        document: {
          en: 'A Federal Pell Grant award letter for the current award year',
          es: 'Una carta de concesión de la Beca Federal Pell del año académico actual',
        },
        proves: {
          en: 'Proves that you or someone in your household receives a Pell Grant this year.',
          es: 'Comprueba que usted o alguien de su hogar recibe una Beca Federal Pell este año.',
        },
      },
      {
        group: 'program',
        document: {
          en: 'A letter from your child’s school or school district that approves free or reduced-price meals this school year. A letter that shows the school is in the Community Eligibility Provision works too.',
          es: 'Una carta de la escuela o del distrito escolar de su hijo que apruebe las comidas gratis o a precio reducido en este año escolar. También sirve una carta que muestre que la escuela participa en la Disposición de Elegibilidad Comunitaria.',
        },
        proves: {
          en: 'Proves that your household qualifies through the school lunch or breakfast program.',
          es: 'Comprueba que su hogar reúne los requisitos por el programa de almuerzo o desayuno escolar.',
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
          en: 'Proves where you live, if the National Verifier asks. It may ask for the Enhanced Tribal Benefit.',
          es: 'Comprueba dónde vive, si el Verificador Nacional se lo pide. Puede pedirlo para el beneficio tribal mejorado.',
        },
      },
    ],
    articles: [
      {
        id: 'what-is-the-acp',
        title: {
          en: 'What is the Affordable Connectivity Program?',
          es: '¿Qué es el Programa de Conectividad Asequible?',
        },
        summary: {
          en: 'The ACP is a federal benefit. It lowers the monthly cost of internet service and helps pay for a computer or tablet.',
          es: 'El ACP es un beneficio federal. Baja el costo mensual del servicio de internet y ayuda a pagar una computadora o una tableta.',
        },
        sections: [
          {
            heading: {
              en: 'A discount on your internet bill',
              es: 'Un descuento en su factura de internet',
            },
            paragraphs: [
              {
                en: 'The Affordable Connectivity Program (ACP) is a U.S. government benefit. The Federal Communications Commission (FCC) runs it. A 2021 law, the Infrastructure Investment and Jobs Act, created it. It took over from the Emergency Broadband Benefit.',
                es: 'El Programa de Conectividad Asequible (ACP) es un beneficio del gobierno de EE. UU. Lo administra la Comisión Federal de Comunicaciones (FCC). Lo creó una ley de 2021, la Ley de Inversión en Infraestructura y Empleos. Reemplazó al Beneficio de Emergencia para Banda Ancha.',
              },
              {
                en: 'Households that qualify get up to $30 a month off their internet service. On qualifying Tribal lands they get up to $75 a month. The discount can go toward home internet or a mobile plan from a provider in the program.',
                es: 'Los hogares que reúnen los requisitos reciben un descuento de hasta $30 al mes en su servicio de internet. En tierras tribales elegibles reciben hasta $75 al mes. El descuento puede aplicarse al internet en casa o a un plan móvil de un proveedor del programa.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Help with a device',
              es: 'Ayuda para comprar un dispositivo',
            },
            paragraphs: [
              {
                en: 'Households can also get a one-time discount of up to $100 on a laptop, a desktop computer or a tablet from a provider in the program. They pay more than $10 and less than $50 of its price.',
                es: 'Los hogares también pueden recibir un descuento único de hasta $100 en una computadora portátil, una computadora de escritorio o una tableta de un proveedor del programa. Pagan más de $10 y menos de $50 de su precio.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'The main rules',
              es: 'Las reglas principales',
            },
            paragraphs: [],
            list: [
              {
                en: 'One benefit per household. A household is everyone who lives together and shares income and expenses.',
                es: 'Un beneficio por hogar. Un hogar es el grupo de personas que viven juntas y comparten ingresos y gastos.',
              },
              {
                en: 'You qualify through your household income or through a benefit program such as SNAP or Medicaid.',
                es: 'Usted reúne los requisitos por los ingresos de su hogar o por un programa de beneficios, como SNAP o Medicaid.',
              },
              {
                en: 'The National Verifier confirms that you qualify. The Universal Service Administrative Company (USAC) runs it for the FCC.',
                es: 'El Verificador Nacional confirma que usted reúne los requisitos. La Compañía Administradora del Servicio Universal (USAC) lo administra para la FCC.',
              },
              {
                en: 'You can move your benefit to another provider.',
                es: 'Puede cambiar su beneficio a otro proveedor.',
              },
            ],
          },
          {
            heading: {
              en: 'Where to read more',
              es: 'Dónde leer más',
            },
            paragraphs: [
              {
                en: "Congress and the FCC set the program's rules and funding, and both can change. For official news about the program, see fcc.gov/acp.",
                es: 'El Congreso y la FCC fijan las reglas y los fondos del programa, y ambos pueden cambiar. Para ver noticias oficiales sobre el programa, visite fcc.gov/acp.',
              },
            ],
            list: [],
          },
        ],
        related: ['who-qualifies', 'how-to-apply', 'national-verifier'],
      },
      {
        id: 'who-qualifies',
        title: {
          en: 'Who qualifies for the ACP?',
          es: '¿Quién reúne los requisitos del ACP?',
        },
        summary: {
          en: 'Your household can qualify through its income. It can also qualify if one person in it takes part in certain government programs.',
          es: 'Su hogar puede reunir los requisitos por sus ingresos. También puede reunirlos si una persona del hogar participa en ciertos programas del gobierno.',
        },
        sections: [
          {
            heading: {
              en: 'Qualifying by income',
              es: 'Reunir los requisitos por los ingresos',
            },
            paragraphs: [
              {
                en: 'Your household qualifies if its total income is at or below 200% of the federal poverty guidelines. Under the 2023 guidelines, that is up to $60,000 a year for a household of four. This is the limit in the 48 states next to each other and in Washington, D.C. The limits are higher in Alaska and Hawaii. The About the ACP page has the full table.',
                es: 'Su hogar reúne los requisitos si sus ingresos totales son iguales o inferiores al 200% de las pautas federales de pobreza. Según las pautas de 2023, eso es hasta $60,000 al año para un hogar de cuatro personas. Es el límite en los 48 estados contiguos y en Washington, D.C. Los límites son más altos en Alaska y Hawái. La página Acerca del ACP tiene la tabla completa.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Qualifying through a program',
              es: 'Reunir los requisitos por un programa',
            },
            paragraphs: [
              {
                en: 'Your household also qualifies if one person in it takes part in any of these. That person can be a child or another dependent.',
                es: 'Su hogar también reúne los requisitos si una persona del hogar participa en alguno de estos programas. Esa persona puede ser un hijo u otro dependiente.',
              },
            ],
            list: [
              {
                en: 'SNAP (food stamps)',
                es: 'SNAP (cupones para alimentos)',
              },
              {
                en: 'Medicaid',
                es: 'Medicaid',
              },
              {
                en: 'Supplemental Security Income (SSI)',
                es: 'Seguridad de Ingreso Suplementario (SSI)',
              },
              {
                en: 'Federal Public Housing Assistance, such as a Housing Choice Voucher (Section 8)',
                es: 'Asistencia Federal para Vivienda Pública, como un Vale de Elección de Vivienda (Sección 8)',
              },
              {
                en: 'WIC',
                es: 'WIC',
              },
              {
                en: 'Veterans Pension or Survivors Pension',
                es: 'Pensión para Veteranos o Pensión para Sobrevivientes',
              },
              {
                en: 'A Federal Pell Grant in the current award year',
                es: 'Una Beca Federal Pell en el año académico actual',
              },
              {
                en: 'Free or reduced-price school lunch or breakfast, including at a Community Eligibility Provision school',
                es: 'Almuerzo o desayuno escolar gratis o a precio reducido, incluso en una escuela que participa en la Disposición de Elegibilidad Comunitaria',
              },
              {
                en: 'Lifeline',
                es: 'Lifeline',
              },
              {
                en: 'Tribal programs: Bureau of Indian Affairs General Assistance, Tribal TANF, the Food Distribution Program on Indian Reservations (FDPIR), or Tribal Head Start for households that meet its income standard',
                es: 'Programas tribales: Asistencia General de la Oficina de Asuntos Indígenas, TANF tribal, el Programa de Distribución de Alimentos en Reservas Indígenas (FDPIR) o Head Start tribal, para los hogares que cumplan su requisito de ingresos',
              },
            ],
          },
          {
            heading: {
              en: 'One benefit per household',
              es: 'Un beneficio por hogar',
            },
            paragraphs: [
              {
                en: 'Only one ACP benefit is allowed per household. If you live with other adults but do not share money with them, you may be separate households. The application asks about this.',
                es: 'Solo se permite un beneficio del ACP por hogar. Si vive con otros adultos pero no comparte dinero con ellos, es posible que sean hogares separados. La solicitud le pregunta sobre esto.',
              },
            ],
            list: [],
          },
        ],
        related: ['documents', 'how-to-apply', 'tribal-lands'],
      },
      {
        id: 'how-to-apply',
        title: {
          en: 'How to apply, step by step',
          es: 'Cómo presentar la solicitud, paso a paso',
        },
        summary: {
          en: 'From your zip code to your new plan: what each part of our application asks, and what happens after you send it.',
          es: 'Desde su código postal hasta su nuevo plan: qué le pide cada parte de nuestra solicitud y qué pasa después de enviarla.',
        },
        sections: [
          {
            heading: {
              en: '1. Check your zip code',
              es: '1. Compruebe su código postal',
            },
            paragraphs: [
              {
                en: 'Start by entering your zip code. We tell you straight away whether we serve your area. If we do not yet, leave your e-mail address and phone number and we will tell you when we do.',
                es: 'Empiece por escribir su código postal. Le diremos de inmediato si damos servicio en su zona. Si todavía no lo damos, déjenos su correo electrónico y su número de teléfono, y le avisaremos cuando lo demos.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: '2. Fill in six short parts',
              es: '2. Complete seis partes cortas',
            },
            paragraphs: [],
            list: [
              {
                en: 'Contact information: your name, date of birth, the last four digits of your Social Security number, phone, e-mail and home address.',
                es: 'Información de contacto: su nombre, su fecha de nacimiento, los últimos cuatro dígitos de su número de Seguro Social, su teléfono, su correo electrónico y la dirección de su casa.',
              },
              {
                en: 'Household information: whether you live with another adult, and whether that adult already gets the ACP.',
                es: 'Información del hogar: si vive con otro adulto y si ese adulto ya recibe el ACP.',
              },
              {
                en: 'Qualification: the program you take part in, or your household income.',
                es: 'Requisitos: el programa en el que participa o los ingresos de su hogar.',
              },
              {
                en: 'Tribal status: whether you live on qualifying Tribal lands.',
                es: 'Tierras tribales: si vive en tierras tribales elegibles.',
              },
              {
                en: 'Verification: check your details before they are sent.',
                es: 'Verificación: revise sus datos antes de que se envíen.',
              },
              {
                en: 'Agreement: read each statement, add your initials and sign by typing your full name.',
                es: 'Acuerdo: lea cada declaración, escriba sus iniciales y firme escribiendo su nombre completo.',
              },
            ],
          },
          {
            heading: {
              en: '3. The National Verifier checks your eligibility',
              es: '3. El Verificador Nacional verifica su elegibilidad',
            },
            paragraphs: [
              {
                en: 'We send your application to the National Verifier. If it can confirm your eligibility from government records, you get an answer right away. If it needs more, such as a document, it asks you on its own website and then sends you back to us.',
                es: 'Enviamos su solicitud al Verificador Nacional. Si puede confirmar su elegibilidad con los registros del gobierno, usted recibe una respuesta de inmediato. Si necesita algo más, como un documento, se lo pide en su propio sitio web y luego lo envía de vuelta a nosotros.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: '4. Enroll',
              es: '4. Inscríbase',
            },
            paragraphs: [
              {
                en: 'Once you are approved, enroll in your plan, and add a tablet for $10.01 if you want one. If you already get the ACP from another provider, you can transfer your benefit to us instead. Keep your application ID: with it you can check your status at any time.',
                es: 'Una vez que se apruebe su solicitud, inscríbase en su plan y, si quiere, agregue una tableta por $10.01. Si ya recibe el ACP de otro proveedor, puede transferirnos su beneficio. Guarde el número de su solicitud: con él puede consultar el estado de su solicitud en cualquier momento.',
              },
            ],
            list: [],
          },
        ],
        related: ['national-verifier', 'documents', 'tablet-for-10-01'],
      },
      {
        id: 'national-verifier',
        title: {
          en: 'The National Verifier explained',
          es: 'Qué es el Verificador Nacional',
        },
        summary: {
          en: 'The National Verifier is a government system. It decides if your household qualifies for the ACP.',
          es: 'El Verificador Nacional es un sistema del gobierno. Decide si su hogar reúne los requisitos del ACP.',
        },
        sections: [
          {
            heading: {
              en: 'Who runs it',
              es: 'Quién lo administra',
            },
            paragraphs: [
              {
                en: 'The Universal Service Administrative Company (USAC) runs the National Verifier. USAC is a not-for-profit company that runs the ACP for the FCC. The National Verifier checks who qualifies for the ACP and for Lifeline. Providers like us send your application to it, and it decides.',
                es: 'La Compañía Administradora del Servicio Universal (USAC) administra el Verificador Nacional. USAC es una empresa sin fines de lucro que administra el ACP para la FCC. El Verificador Nacional comprueba quién reúne los requisitos del ACP y de Lifeline. Los proveedores como nosotros le envían su solicitud, y él decide.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'How it checks',
              es: 'Cómo hace la verificación',
            },
            paragraphs: [
              {
                en: 'First it tries to confirm who you are and that you qualify on its own. It compares your details with government records, such as state and federal lists of who gets benefits. When the records match, you get an answer straight away.',
                es: 'Primero intenta confirmar por sí mismo quién es usted y que reúne los requisitos. Compara sus datos con los registros del gobierno, como las listas estatales y federales de quién recibe beneficios. Cuando los registros coinciden, usted recibe una respuesta de inmediato.',
              },
              {
                en: 'Sometimes it cannot confirm something, for example because a record is missing or a name is spelled differently. Then it asks you for a document. You upload a copy on the National Verifier’s website, and a person reviews it.',
                es: 'A veces no puede confirmar algo, por ejemplo porque falta un registro o un nombre está escrito de otra forma. Entonces le pide un documento. Usted sube una copia en el sitio web del Verificador Nacional, y una persona la revisa.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'How you can help',
              es: 'Cómo puede ayudar',
            },
            paragraphs: [],
            list: [
              {
                en: 'Enter your name and date of birth exactly as they appear on your official documents.',
                es: 'Escriba su nombre y su fecha de nacimiento exactamente como aparecen en sus documentos oficiales.',
              },
              {
                en: 'Keep your application ID and eligibility check ID: you can use them to check your status.',
                es: 'Guarde el número de su solicitud y el número de su verificación de elegibilidad: puede usarlos para consultar el estado de su solicitud.',
              },
              {
                en: 'If you are asked for documents, send them soon. An unfinished application can expire.',
                es: 'Si le piden documentos, envíelos pronto. Una solicitud sin terminar puede vencer.',
              },
            ],
          },
        ],
        related: ['documents', 'how-to-apply', 'who-qualifies'],
      },
      {
        id: 'documents',
        title: {
          en: 'Documents that prove eligibility',
          es: 'Documentos que comprueban la elegibilidad',
        },
        summary: {
          en: 'If the National Verifier asks for proof, these documents usually work. Here is how to send a good copy.',
          es: 'Si el Verificador Nacional le pide pruebas, estos documentos suelen servir. Aquí le explicamos cómo enviar una buena copia.',
        },
        sections: [
          {
            heading: {
              en: 'Proof of a benefit program',
              es: 'Comprobante de un programa de beneficios',
            },
            paragraphs: [
              {
                en: 'A letter or card from the program, such as a benefit award letter, an approval letter or a statement of benefits. It should show your name or your dependent’s name and the program’s name. It should show the agency or Tribal government that issued it. It needs a date in the last 12 months, or an end date in the future.',
                es: 'Una carta o tarjeta del programa, como una carta de concesión de beneficios, una carta de aprobación o una declaración de beneficios. Debe mostrar su nombre o el de su dependiente y el nombre del programa. Debe mostrar la agencia o el gobierno tribal que la emitió. Necesita una fecha de los últimos 12 meses, o una fecha de vencimiento en el futuro.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Proof of income',
              es: 'Comprobante de ingresos',
            },
            paragraphs: [
              {
                en: 'A document that shows your household’s income. This can be last year’s state, federal or Tribal tax return, or three months in a row of pay stubs. It can also be a statement of benefits from Social Security or Veterans Affairs. A retirement or pension statement works too, and so does a statement of unemployment or workers’ compensation.',
                es: 'Un documento que muestre los ingresos de su hogar. Puede ser la declaración de impuestos estatal, federal o tribal del año pasado, o tres meses seguidos de talones de pago. También puede ser una declaración de beneficios del Seguro Social o de Asuntos de Veteranos. También sirve un estado de cuenta de jubilación o de pensión, o una declaración de desempleo o de compensación laboral.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Proof of identity',
              es: 'Comprobante de identidad',
            },
            paragraphs: [
              {
                en: 'Usually the last four digits of your Social Security number are enough. Without them, you can use a Tribal ID number. The National Verifier may also take another government ID, such as a driver’s license, a passport or a taxpayer ID number.',
                es: 'Por lo general bastan los últimos cuatro dígitos de su número de Seguro Social. Sin ellos, puede usar un número de identificación tribal. El Verificador Nacional también puede aceptar otra identificación del gobierno, como una licencia de conducir, un pasaporte o un número de identificación de contribuyente.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Tips for a good copy',
              es: 'Consejos para una buena copia',
            },
            paragraphs: [
              {
                en: 'Send a clear photo or scan of the whole page, with all four corners showing. Make sure your name and the dates can be read. Never send your originals: keep them safe.',
                es: 'Envíe una foto clara o una copia escaneada de toda la página, en la que se vean las cuatro esquinas. Asegúrese de que se puedan leer su nombre y las fechas. Nunca envíe los originales: guárdelos en un lugar seguro.',
              },
            ],
            list: [],
          },
        ],
        related: ['national-verifier', 'who-qualifies', 'keeping-your-benefit'],
      },
      {
        id: 'tablet-for-10-01',
        title: {
          en: 'Getting a tablet for $10.01',
          es: 'Cómo obtener una tableta por $10.01',
        },
        summary: {
          en: 'The ACP gives each household one device discount. With it, you can get a tablet from us for $10.01.',
          es: 'El ACP da a cada hogar un descuento en un dispositivo. Con él, puede obtener de nosotros una tableta por $10.01.',
        },
        sections: [
          {
            heading: {
              en: 'How the device discount works',
              es: 'Cómo funciona el descuento en un dispositivo',
            },
            paragraphs: [
              {
                en: 'The ACP includes a one-time discount of up to $100 on a laptop, desktop computer or tablet bought through a participating provider. To use it, the household pays part of the price itself: more than $10 and less than $50. Our tablet costs you $10.01, the lowest amount the rule allows.',
                es: 'El ACP incluye un descuento único de hasta $100 en una computadora portátil, una computadora de escritorio o una tableta que se compre por medio de un proveedor participante. Para usarlo, el hogar paga una parte del precio: más de $10 y menos de $50. Nuestra tableta le cuesta $10.01, la cantidad más baja que permite la regla.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'How to get it',
              es: 'Cómo obtenerla',
            },
            paragraphs: [
              {
                en: 'Once the National Verifier approves you, the enrollment page shows your plan and offers the tablet. Choose the tablet before you press Enroll now, and we send it to the shipping address you gave us.',
                es: 'Una vez que el Verificador Nacional aprueba su solicitud, la página de inscripción le muestra su plan y le ofrece la tableta. Elija la tableta antes de oprimir Inscríbase ahora, y se la enviaremos a la dirección de envío que nos dio.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Good to know',
              es: 'Tenga en cuenta',
            },
            paragraphs: [],
            list: [
              {
                en: 'The discount is once per household. If your household already got a device through the ACP, from us or from another provider, it cannot get another one.',
                es: 'El descuento se da una sola vez por hogar. Si su hogar ya obtuvo un dispositivo por medio del ACP, de nosotros o de otro proveedor, no puede obtener otro.',
              },
              {
                en: 'Phones are not included: the discount is only for laptops, desktop computers and tablets.',
                es: 'Los teléfonos no están incluidos: el descuento es solo para computadoras portátiles, computadoras de escritorio y tabletas.',
              },
              {
                en: 'If the tablet cannot be approved, your internet plan still goes ahead, and the $10.01 is returned to you.',
                es: 'Si la tableta no se puede aprobar, su plan de internet sigue adelante y le devolvemos los $10.01.',
              },
              {
                en: 'You can also enroll in the plan alone, without the tablet.',
                es: 'También puede inscribirse solo en el plan, sin la tableta.',
              },
            ],
          },
        ],
        related: ['how-to-apply', 'what-is-the-acp', 'transfer-benefit'],
      },
      {
        id: 'transfer-benefit',
        title: {
          en: 'Transferring your ACP benefit to another provider',
          es: 'Cómo transferir su beneficio del ACP a otro proveedor',
        },
        summary: {
          en: 'You can move your household’s ACP benefit to another internet provider. Here is how it works with us.',
          es: 'Puede cambiar el beneficio del ACP de su hogar a otro proveedor de internet. Aquí le explicamos cómo funciona con nosotros.',
        },
        sections: [
          {
            heading: {
              en: 'You can switch providers',
              es: 'Puede cambiar de proveedor',
            },
            paragraphs: [
              {
                en: "Your ACP benefit belongs to your household, not to your provider. If another provider's plan suits you better, you can move the benefit there. The benefit then stops at your old provider and starts at the new one. Only one provider can receive your household's benefit at a time.",
                es: 'Su beneficio del ACP es de su hogar, no de su proveedor. Si el plan de otro proveedor le conviene más, puede cambiar el beneficio a ese proveedor. Entonces el beneficio termina con su proveedor anterior y comienza con el nuevo. Solo un proveedor a la vez puede recibir el beneficio de su hogar.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'How to transfer to us',
              es: 'Cómo transferirnos su beneficio',
            },
            paragraphs: [
              {
                en: "Apply as usual. If, when you enroll, the program's records show that your household already gets the ACP from another provider, we tell you so and offer to transfer your benefit. Tick the box to agree, press Transfer, and confirm your shipping details if we ask for them.",
                es: 'Presente su solicitud como de costumbre. Si, al inscribirse, los registros del programa muestran que su hogar ya recibe el ACP de otro proveedor, se lo diremos y le ofreceremos transferir su beneficio. Marque la casilla para aceptar, oprima Transferir y confirme sus datos de envío si se los pedimos.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Before you switch',
              es: 'Antes de cambiar',
            },
            paragraphs: [],
            list: [
              {
                en: 'Your old service is not always canceled for you. Ask your old provider whether you need to cancel, so that you are not billed the full price.',
                es: 'Su servicio anterior no siempre se cancela automáticamente. Pregúntele a su proveedor anterior si necesita cancelarlo, para que no le cobren el precio completo.',
              },
              {
                en: 'The device discount does not move with you. If your household already got a device through the ACP, it cannot get another one.',
                es: 'El descuento en un dispositivo no se transfiere. Si su hogar ya obtuvo un dispositivo por medio del ACP, no puede obtener otro.',
              },
              {
                en: 'Keep the confirmation we give you after the transfer, in case you need to show when it happened.',
                es: 'Guarde la confirmación que le damos después de la transferencia, por si necesita demostrar cuándo se hizo.',
              },
            ],
          },
        ],
        related: ['how-to-apply', 'tablet-for-10-01', 'keeping-your-benefit'],
      },
      {
        id: 'tribal-lands',
        title: {
          en: 'Tribal lands and the enhanced benefit',
          es: 'Las tierras tribales y el beneficio mejorado',
        },
        summary: {
          en: 'Households on qualifying Tribal lands can get up to $75 a month off internet service. They also have more ways to qualify.',
          es: 'Los hogares en tierras tribales elegibles pueden recibir un descuento de hasta $75 al mes en el servicio de internet. También tienen más maneras de reunir los requisitos.',
        },
        sections: [
          {
            heading: {
              en: 'Up to $75 a month',
              es: 'Hasta $75 al mes',
            },
            paragraphs: [
              {
                en: 'If you live on qualifying Tribal lands, your household can get up to $75 a month off internet service, instead of up to $30. The one-time device discount of up to $100 is the same for everyone.',
                es: 'Si vive en tierras tribales elegibles, su hogar puede recibir un descuento de hasta $75 al mes en el servicio de internet, en lugar de hasta $30. El descuento único de hasta $100 en un dispositivo es el mismo para todos.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'What counts as Tribal lands',
              es: 'Qué se considera tierras tribales',
            },
            paragraphs: [
              {
                en: 'Qualifying Tribal lands include the reservations, pueblos and colonies that the federal government recognizes. So do former reservations in Oklahoma and Alaska Native regions. Indian allotments and Hawaiian Home Lands count too. What matters is where you live. You do not have to be a Tribal member to get the higher amount.',
                es: 'Las tierras tribales elegibles incluyen las reservas, los pueblos y las colonias que reconoce el gobierno federal. También las antiguas reservas de Oklahoma y las regiones de los Nativos de Alaska. Las parcelas indígenas asignadas y las Tierras Natales Hawaianas también cuentan. Lo que cuenta es dónde vive. No tiene que ser miembro de una tribu para recibir el monto más alto.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'More ways to qualify',
              es: 'Más maneras de reunir los requisitos',
            },
            paragraphs: [
              {
                en: 'You can qualify through income or the usual programs, such as SNAP or Medicaid. You can also qualify through a Tribal program: Bureau of Indian Affairs General Assistance, Tribal TANF or the Food Distribution Program on Indian Reservations (FDPIR). Tribal Head Start counts too, if your household meets its income standard.',
                es: 'Puede reunir los requisitos por sus ingresos o por los programas habituales, como SNAP o Medicaid. También puede reunirlos por un programa tribal: la Asistencia General de la Oficina de Asuntos Indígenas, TANF tribal o el Programa de Distribución de Alimentos en Reservas Indígenas (FDPIR). Head Start tribal también cuenta, si su hogar cumple su norma de ingresos.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'In our application',
              es: 'En nuestra solicitud',
            },
            paragraphs: [
              {
                en: 'In the Tribal Status part, tick the box and enter your Tribal ID number. The National Verifier then checks that your address is on these lands. If you live there, our plan comes with unlimited data.',
                es: 'En la parte “Tierras tribales”, marque la casilla y escriba su número de identificación tribal. Luego el Verificador Nacional comprueba que su dirección está en estas tierras. Si vive allí, nuestro plan incluye datos ilimitados.',
              },
            ],
            list: [],
          },
        ],
        related: ['who-qualifies', 'what-is-the-acp', 'how-to-apply'],
      },
      {
        id: 'keeping-your-benefit',
        title: {
          en: 'Keeping your benefit: recertification and reporting changes',
          es: 'Cómo conservar su beneficio: la recertificación y el aviso de cambios',
        },
        summary: {
          en: 'To keep your ACP benefit, confirm that you still qualify when you are asked. Tell your provider about changes within 30 days.',
          es: 'Para conservar su beneficio del ACP, confirme que sigue reuniendo los requisitos cuando se lo pidan. Avísele a su proveedor de los cambios en un plazo de 30 días.',
        },
        sections: [
          {
            heading: {
              en: 'Recertification',
              es: 'Recertificación',
            },
            paragraphs: [
              {
                en: "Your household's eligibility is checked again from time to time, usually once a year. Often this happens automatically through government records. If it cannot be confirmed that way, you are contacted by mail, e-mail, text or phone and asked to recertify. Answer by the deadline in the notice, or your benefit ends.",
                es: 'La elegibilidad de su hogar se vuelve a verificar de vez en cuando, por lo general una vez al año. A menudo esto se hace automáticamente con los registros del gobierno. Si no se puede confirmar de esa manera, se comunicarán con usted por correo postal, correo electrónico, mensaje de texto o teléfono para pedirle que recertifique su elegibilidad. Responda antes de la fecha límite del aviso; si no, su beneficio termina.',
              },
              {
                en: 'If you qualified through a Federal Pell Grant or school meals, expect to show that you qualify again for each new award year or school year.',
                es: 'Si reunió los requisitos por una Beca Federal Pell o por las comidas escolares, es probable que deba demostrar de nuevo que reúne los requisitos en cada nuevo año académico o escolar.',
              },
            ],
            list: [],
          },
          {
            heading: {
              en: 'Tell your provider within 30 days',
              es: 'Avísele a su proveedor en un plazo de 30 días',
            },
            paragraphs: [
              {
                en: 'Let your provider know within 30 days if:',
                es: 'Avísele a su proveedor en un plazo de 30 días si:',
              },
            ],
            list: [
              {
                en: 'your household no longer qualifies, for example because a benefit ended or your income went up;',
                es: 'su hogar ya no reúne los requisitos, por ejemplo, porque terminó un beneficio o porque sus ingresos aumentaron;',
              },
              {
                en: 'someone else in your household starts getting the ACP, because only one benefit per household is allowed;',
                es: 'otra persona de su hogar empieza a recibir el ACP, porque solo se permite un beneficio por hogar;',
              },
              {
                en: 'you move: give your provider your new address.',
                es: 'se muda: dele su nueva dirección a su proveedor.',
              },
            ],
          },
          {
            heading: {
              en: 'Use your service',
              es: 'Use su servicio',
            },
            paragraphs: [
              {
                en: 'With a free plan, use your service regularly. If it goes unused for a long time, your provider must warn you, and the benefit can end if you still do not use it.',
                es: 'Si tiene un plan gratis, use su servicio con regularidad. Si pasa mucho tiempo sin usarlo, su proveedor debe avisarle, y el beneficio puede terminar si aun así no lo usa.',
              },
            ],
            list: [],
          },
        ],
        related: ['national-verifier', 'transfer-benefit', 'who-qualifies'],
      },
    ],
  },
  qualifyingPrograms: [
    {
      code: 'E1',
      name: {
        en: 'Medicaid',
        es: 'Medicaid',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E2',
      name: {
        en: 'SNAP',
        es: 'SNAP',
      },
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
    {
      code: 'E9',
      name: {
        en: 'Tribal TANF',
        es: 'TANF tribal',
      },
      tribalLandsOnly: true,
    },
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
      tribalLandsOnly: true,
    },
    {
      code: 'E13',
      name: {
        en: 'Eligibility Based on Income',
        es: 'Elegibilidad según los ingresos',
      },
      hint: {
        en: "Your household's yearly income is at or below 200% of the federal poverty guidelines",
        es: 'Los ingresos anuales de su hogar son iguales o inferiores al 200% de las pautas federales de pobreza',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E15',
      name: {
        en: 'Veterans Pension or Survivors Pension',
        es: 'Pensión para Veteranos o Pensión para Sobrevivientes',
      },
      tribalLandsOnly: false,
    },
    {
      code: 'E50',
      name: {
        en: 'Free and Reduced-Price School Lunch or Breakfast Program',
        es: 'Programa de Almuerzo o Desayuno Escolar Gratis o a Precio Reducido',
      },
      hint: {
        en: 'Including schools in the USDA Community Eligibility Provision',
        es: 'Incluidas las escuelas que participan en la Disposición de Elegibilidad Comunitaria del USDA',
      },
      tribalLandsOnly: false,
      namesSchool: true,
    },
    {
      code: 'E51',
      name: {
        en: 'Federal Pell Grant',
        es: 'Beca Federal Pell',
      },
      hint: {
        en: 'Received in the current award year',
        es: 'Recibida en el año académico actual',
      },
      tribalLandsOnly: false,
      namesSchool: true,
    },
    {
      code: 'E54',
      name: {
        en: 'WIC',
        es: 'WIC',
      },
      tribalLandsOnly: false,
    },
  ],
  tribalNotes: {
    application: {
      en: 'Households on qualifying Tribal lands can get the Enhanced Tribal Benefit: up to $75 a month off their internet service, instead of up to $30.',
      es: 'Los hogares en tierras tribales elegibles pueden recibir el beneficio tribal mejorado: un descuento de hasta $75 al mes en su servicio de internet, en lugar de hasta $30.',
    },
    legacy: {
      en: 'Households on qualifying Tribal lands get the Enhanced Tribal Benefit: up to $75 a month off their internet service instead of up to $30.',
      es: 'Los hogares en tierras tribales elegibles reciben el beneficio tribal mejorado: un descuento de hasta $75 al mes en su servicio de internet, en lugar de hasta $30.',
    },
    confirmed: {
      en: 'The National Verifier confirmed that you live on qualifying Tribal lands, so you get the Enhanced Tribal Benefit.',
      es: 'El Verificador Nacional confirmó que usted vive en tierras tribales elegibles, así que recibe el beneficio tribal mejorado.',
    },
    readMore: {
      en: 'Read more about the Enhanced Tribal Benefit',
      es: 'Más información sobre el beneficio tribal mejorado',
    },
    // D25: the applicant's word is enough; nothing to say when the Verifier did not confirm.
    notConfirmed: null,
  },
  // A §5, A §9 and A §4 as they are: names of 2 to 24 characters, the SSN digits on step 1,
  // the Tribal number with step 5's box, D7's birth years alone, no benefit qualifying person.
  identityRules: {
    nameLength: { min: 2, max: 24 },
    middleName: false,
    tribalIdForSsn: false,
    age: null,
    benefitQualifyingPerson: false,
    tribalLandsOnlyEnforced: false,
    // D25: the applicant's word or the Verifier's.
    tribalBenefitNeedsConfirmation: false,
  },
  legacyForm: {
    offered: true,
    questionHint: {
      en: 'Either program can qualify your household for the Affordable Connectivity Program.',
      es: 'Con cualquiera de los dos programas, su hogar puede reunir los requisitos del Programa de Conectividad Asequible.',
    },
    qualifiedLead: {
      en: 'The National Verifier confirmed that your household qualifies for the Affordable Connectivity Program. Next, choose your plan: the benefit pays for it.',
      es: 'El Verificador Nacional confirmó que su hogar reúne los requisitos del Programa de Conectividad Asequible. Ahora, elija su plan: el beneficio lo paga.',
    },
  },
  // D57: the representative's confirmation before an assisted application's check. A carrier
  // may replace it with its own approved wording (settings `representativeStatement`).
  representativeStatement: {
    en: 'I am the representative named above. The applicant gave every answer in this application and typed their own initials and signature. I did not answer or sign for them, and I did not tell them what to answer.',
    es: 'Soy el representante indicado arriba. El solicitante dio todas las respuestas de esta solicitud y escribió sus propias iniciales y su firma. No respondí ni firmé por el solicitante, ni le dije qué responder.',
  },
  certifications: [
    {
      id: 'eligible-and-true',
      topic:
        'FCC Form 5645: the household meets the eligibility rules, and the information given is true',
      en: 'My household meets the rules to get the Affordable Connectivity Program (ACP). The information in this application is true and correct.',
      es: 'Mi hogar cumple las reglas para recibir el Programa de Conectividad Asequible (ACP). La información de esta solicitud es verdadera y correcta.',
    },
    {
      id: 'report-changes',
      topic: 'FCC Form 5645: tell the provider within 30 days if the household no longer qualifies',
      en: 'I will tell my provider within 30 days if I no longer qualify. For example, no one in my household takes part in the program that qualified us any more, or our income goes above the limit.',
      es: 'Le avisaré a mi proveedor en un plazo de 30 días si ya no reúno los requisitos. Por ejemplo, si ya nadie en mi hogar participa en el programa por el que reunimos los requisitos, o si nuestros ingresos superan el límite.',
    },
    {
      id: 'one-benefit',
      topic: 'FCC Form 5645: one benefit per household, and no one else in it already gets one',
      en: 'I understand that each household can get only one ACP benefit. No one else in my household already gets it.',
      es: 'Entiendo que cada hogar puede recibir solo un beneficio del ACP. Nadie más en mi hogar lo recibe ya.',
    },
    {
      id: 'penalty',
      topic: 'FCC Form 5645: false information can be punished (losing the benefit, fines, prison)',
      en: 'I understand that giving false information to get the benefit can be punished. I could lose the benefit, pay fines or go to prison.',
      es: 'Entiendo que dar información falsa para obtener el beneficio puede castigarse. Podría perder el beneficio, pagar multas o ir a prisión.',
    },
    {
      id: 'share-information',
      topic: 'FCC Form 5645: consent to the provider and USAC checking and sharing the information',
      en: 'I agree that my provider and the Universal Service Administrative Company (USAC) may check and share my information. They use it to confirm that I qualify and to run the program. USAC runs the program.',
      es: 'Acepto que mi proveedor y la Compañía Administradora del Servicio Universal (USAC) revisen y compartan mi información. La usan para confirmar que reúno los requisitos y para administrar el programa. USAC administra el programa.',
    },
    {
      id: 'transfer-and-recheck',
      topic:
        'FCC Form 5645: transfers only as the rules allow, and a yearly check that the household still qualifies',
      en: 'I understand that I can move my benefit to another provider only as the program rules allow. My provider may check every year that I still qualify.',
      es: 'Entiendo que solo puedo cambiar mi beneficio a otro proveedor según lo permitan las reglas del programa. Mi proveedor puede verificar cada año que sigo reuniendo los requisitos.',
    },
  ],
  // A §5 and A §7 as they are: the page has no declaration and the check no record (D56
  // applies to Lifeline). D59: the first statement says the household meets the rules.
  signing: { keepsRecord: false, declaration: null, incomeCertification: 'eligible-and-true' },
  // A §4: the browser leaves for the National Verifier by itself. D49: the ACP is closed, so
  // a household we do not serve is told so and pointed at the FCC's page and at Lifeline.
  verifierLinks: {
    pageBeforeLeaving: false,
    notServed: {
      heading: {
        en: 'Other help with phone and internet costs',
        es: 'Otras ayudas para pagar el teléfono y el internet',
      },
      text: {
        en: 'The Affordable Connectivity Program is closed: it stopped taking applications on February 7, 2024, and ended on June 1, 2024. Lifeline, a separate FCC program, is open, and other companies may offer it where you live.',
        es: 'El Programa de Conectividad Asequible está cerrado: dejó de aceptar solicitudes el 7 de febrero de 2024 y terminó el 1 de junio de 2024. Lifeline, otro programa de la FCC, sigue abierto, y es posible que otras compañías lo ofrezcan donde usted vive.',
      },
      links: [
        {
          href: 'https://www.fcc.gov/acp',
          text: {
            en: 'What the FCC says about the end of the ACP, at fcc.gov/acp',
            es: 'Lo que dice la FCC sobre el fin del ACP, en fcc.gov/acp',
          },
        },
        {
          href: 'https://www.lifelinesupport.org/companies-near-me/',
          text: {
            en: 'Lifeline companies near you, on USAC’s site lifelinesupport.org',
            es: 'Compañías de Lifeline cerca de usted, en el sitio de USAC lifelinesupport.org',
          },
        },
      ],
    },
  },
} satisfies ProfileInput;
