import type { CarrierSettingsInput } from '../carrier-settings.ts';

// The demo carrier of the ACP build, the default (D38): today's values of src/config/env.ts,
// index.html, the plan card, the tablet's terms, the support hours and the home page's figures.

export const acpCarrier = {
  program: 'acp',
  brandName: 'ACP Connect',
  page: {
    title: 'ACP Connect',
    description: {
      en: 'Apply for the Affordable Connectivity Program: free mobile internet service for eligible households.',
      es: 'Solicite el Programa de Conectividad Asequible: servicio de internet móvil gratuito para los hogares que califican.',
    },
  },
  support: {
    email: 'support@acpconnect.example',
    phone: '1-800-555-0199',
    hours: [
      { en: 'Monday to Friday, 8:00 to 20:00', es: 'De lunes a viernes, de 8:00 a 20:00' },
      { en: 'Saturday, 10:00 to 19:00', es: 'Sábados, de 10:00 a 19:00' },
    ],
  },
  planCard: {
    title: { en: 'Your ACP plan', es: 'Su plan del ACP' },
    price: { en: 'FREE', es: 'GRATIS' },
    note: {
      en: 'Nothing to pay each month: the ACP benefit covers the whole plan.',
      es: 'No paga nada cada mes: el beneficio del ACP cubre todo el plan.',
    },
    features: [
      { en: '5G LTE data', es: 'Datos 5G LTE' },
      { en: 'Unlimited talk and text', es: 'Llamadas y mensajes de texto ilimitados' },
      { en: 'Nationwide coverage', es: 'Cobertura en todo el país' },
    ],
    data: { amount: { en: '20GB', es: '20GB' }, label: { en: 'per month', es: 'al mes' } },
    tribalData: {
      amount: { en: 'UNLIMITED', es: 'ILIMITADOS' },
      label: { en: 'data', es: 'Datos {amount}' },
      note: {
        en: 'Unlimited data comes with the enhanced Tribal benefit.',
        es: 'Los datos ilimitados vienen con el beneficio tribal mejorado.',
      },
    },
  },
  device: {
    name: 'ACP Tablet 8in',
    copay: 10.01,
    marketValue: 190,
    payment: {
      gateway: 'stripe',
      description: {
        en: 'A one-time co-pay, paid by card when you enroll.',
        es: 'Un copago único, que se paga con tarjeta al inscribirse.',
      },
    },
    deliveryTime: null,
    acp: { consumerFee: 1, deliveryMethod: 'shipped', reimbursementDays: 15 },
  },
  certifications: null,
  homeFigures: [
    { figure: '1M+', label: { en: 'households served', es: 'hogares atendidos' } },
    {
      figure: '$136M+',
      label: {
        en: 'saved by our members on internet bills',
        es: 'ahorrados por nuestros miembros en sus facturas de internet',
      },
    },
    {
      figure: '2M+',
      label: { en: 'devices and SIM cards shipped', es: 'dispositivos y tarjetas SIM enviados' },
    },
  ],
  api: { baseUrl: '/api', redirectHosts: [], contactWebhookUrl: '/api/hooks/contact' },
} satisfies CarrierSettingsInput;
