import type { CarrierSettingsInput } from '../carrier-settings.ts';

// The demo carrier of the Lifeline build: no program device benefit (D35), so the device offer
// is the carrier's own, with none of the ACP's device fields. Its home page shows no figures:
// a carrier publishes its own, or none.

export const lifelineCarrier = {
  program: 'lifeline',
  brandName: 'Lifeline Connect',
  page: {
    title: 'Lifeline Connect',
    description: {
      en: 'Apply for Lifeline: a discount on phone or internet service for households with low incomes.',
      es: 'Solicite Lifeline: un descuento en el servicio telefónico o de internet para los hogares de bajos ingresos.',
    },
  },
  support: {
    email: 'support@lifelineconnect.example',
    phone: '1-800-555-0199',
    hours: [
      { en: 'Monday to Friday, 8:00 to 20:00', es: 'De lunes a viernes, de 8:00 a 20:00' },
      { en: 'Saturday, 10:00 to 19:00', es: 'Sábados, de 10:00 a 19:00' },
    ],
  },
  planCard: {
    title: { en: 'Your Lifeline plan', es: 'Su plan de Lifeline' },
    price: { en: 'FREE', es: 'GRATIS' },
    note: {
      en: 'Nothing to pay each month: the Lifeline discount covers the whole price of this plan.',
      es: 'No paga nada cada mes: el descuento de Lifeline cubre todo el precio de este plan.',
    },
    features: [
      { en: '4G LTE data', es: 'Datos 4G LTE' },
      { en: 'Unlimited talk and text', es: 'Llamadas y mensajes de texto ilimitados' },
      { en: 'Nationwide coverage', es: 'Cobertura en todo el país' },
    ],
    data: { amount: { en: '4.5GB', es: '4.5GB' }, label: { en: 'per month', es: 'al mes' } },
    tribalData: null,
    // D50: Lifeline pays $9.25 for broadband (or a bundle meeting its minimum standard), $5.25
    // for voice-only service: this plan is broadband.
    service: 'broadband',
  },
  device: {
    name: 'Connect Phone 6in',
    copay: 29.99,
    marketValue: 120,
    payment: {
      gateway: 'stripe',
      description: {
        en: 'Our own offer, not a Lifeline benefit: a one-time price, paid by card when you enroll.',
        es: 'Una oferta nuestra, no un beneficio de Lifeline: un precio único, que se paga con tarjeta al inscribirse.',
      },
    },
    deliveryTime: {
      en: 'Delivered in 5 to 7 business days.',
      es: 'Se entrega en 5 a 7 días hábiles.',
    },
  },
  // D46: the project's own summary of the certifications; a carrier gives the FCC-approved
  // wording of each, by id, in both languages (README, "A carrier's settings").
  certifications: null,
  homeFigures: null,
  api: { baseUrl: '/api', redirectHosts: [], contactWebhookUrl: '/api/hooks/contact' },
} satisfies CarrierSettingsInput;
