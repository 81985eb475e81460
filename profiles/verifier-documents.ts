import type * as v from 'valibot';
import type { DocumentSchema } from './schema.ts';

// The documents the National Verifier accepts as proof of income and identity: the same for
// every program it checks, so each profile lists them after its own program documents.
export const verifierDocuments = [
  {
    group: 'income',
    document: {
      en: 'Last year’s federal, state or Tribal tax return',
      es: 'La declaración de impuestos federal, estatal o tribal del año pasado',
    },
    proves: {
      en: 'Proves your household’s yearly income.',
      es: 'Comprueba los ingresos anuales de su hogar.',
    },
  },
  {
    group: 'income',
    document: {
      en: 'Pay stubs for three months in a row, or a current income statement from your employer',
      es: 'Talones de pago de tres meses seguidos, o una constancia de ingresos actual de su empleador',
    },
    proves: {
      en: 'Proves what your household earns now.',
      es: 'Comprueba lo que gana su hogar ahora.',
    },
  },
  {
    group: 'income',
    document: {
      en: 'A statement of benefits from Social Security, Veterans Affairs, unemployment or workers’ compensation. A retirement or pension statement works too.',
      es: 'Una declaración de beneficios del Seguro Social, de Asuntos de Veteranos, por desempleo o de compensación laboral. También sirve un estado de cuenta de jubilación o de pensión.',
    },
    proves: {
      en: 'Proves income you receive from those benefits.',
      es: 'Comprueba los ingresos que recibe de esos beneficios.',
    },
  },
  {
    group: 'income',
    document: {
      en: 'A divorce decree, a child support award or another official document that shows income',
      es: 'Una sentencia de divorcio, una orden de manutención de menores u otro documento oficial que muestre ingresos',
    },
    proves: {
      en: 'Proves other income your household receives.',
      es: 'Comprueba otros ingresos que recibe su hogar.',
    },
  },
  {
    group: 'identity',
    document: {
      en: 'A driver’s license, state ID, passport or Tribal ID',
      es: 'Una licencia de conducir, una identificación estatal, un pasaporte o una identificación tribal',
    },
    proves: {
      en: 'Proves who you are, when the National Verifier cannot check it with your Social Security digits.',
      es: 'Comprueba su identidad cuando el Verificador Nacional no puede comprobarla con los dígitos de su número de Seguro Social.',
    },
  },
] as const satisfies readonly v.InferInput<typeof DocumentSchema>[];
