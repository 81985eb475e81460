import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { EligibilityAnswer } from '../../../machines/flow-types';
import { ApiError } from '../../../src/api/api-error';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';

// D30 on the status pages: our guidance first, the provider's words labelled as theirs, in the
// applicant's language; PENDING_RESOLUTION's failures before the verifier link; a household
// already enrolled is told so (provider-api.md, additions of 2026-11-24).

type Ids = { applicationId: string; eligibilityCheckId: string };
const checkStatus = (answer: EligibilityAnswer) =>
  fromPromise<EligibilityAnswer, Ids>(async () => answer);

describe('the rejected page in Spanish', () => {
  it('words the refusal in Spanish and labels the provider’s English in Spanish', async () => {
    renderFlow(
      '/Rejected',
      {},
      {
        locale: 'es',
        state: {
          value: { status: { rejected: 'editing' } },
          context: {
            failure: {
              kind: 'rejected',
              code: 'APPLICATION_NOT_FOUND',
              message: 'Application ID not found',
            },
          },
        },
      },
    );
    // The guidance arrives in a chunk of its own (DEC-150); the alert is never empty meanwhile.
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    await screen.findByText(/No encontramos ninguna solicitud con estos números/);
    expect(screen.getByText('Mensaje del proveedor:')).toBeInTheDocument();
    expect(screen.getByText('Application ID not found')).toBeInTheDocument();
  });

  it('an unknown status: a general message and the provider’s words, both shown', async () => {
    renderFlow(
      '/CheckEnrollStatusPage',
      {},
      {
        locale: 'es',
        state: {
          value: { status: { lookup: 'editing' } },
          context: {
            failure: {
              kind: 'rejected',
              code: 'DENIED',
              message: 'The applicant could not be verified. Proof of identity is required',
            },
          },
        },
      },
    );
    await screen.findByText('El proveedor no pudo aceptar su solicitud tal como está.');
    expect(screen.getByText('Mensaje del proveedor:')).toBeInTheDocument();
    expect(
      screen.getByText('The applicant could not be verified. Proof of identity is required'),
    ).toBeInTheDocument();
  });
});

describe('too many lookups from this device (issue 39)', () => {
  it.each([
    ['en', 'Check', 'Too many checks were made from this device in a short time.', 'Wait a minute'],
    [
      'es',
      'Consultar',
      'Se hicieron demasiadas consultas desde este dispositivo en poco tiempo.',
      'Espere un minuto',
    ],
  ] as const)('says so (%s), and keeps the ids typed', async (locale, button, what, next) => {
    const user = setupUser();
    const limited = fromPromise<EligibilityAnswer, Ids>(async () => {
      // What the API client makes of the sandbox's 429.
      throw new ApiError('rejected', {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many status lookups from this client: try again in 40 seconds',
      });
    });
    renderFlow(
      '/CheckEnrollStatusPage',
      { actors: { checkStatus: limited } },
      { locale, state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getAllByRole('textbox')[0] as HTMLElement, 'A12345678');
    await user.click(screen.getByRole('button', { name: button }));
    await screen.findByText(what);
    expect(screen.getByRole('alert')).toHaveTextContent(next);
    expect(screen.getAllByRole('textbox')[0]).toHaveValue('A12345678');
  });
});

describe('PENDING_RESOLUTION with failures', () => {
  it('shows the date and a checklist per failure, and waits for the applicant to follow the link', async () => {
    const user = setupUser();
    const href = 'https://localhost:3000/verifier/resolution/A1';
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      {
        actors: {
          checkStatus: checkStatus({
            status: 'PENDING_RESOLUTION',
            applicationId: 'A1',
            resolutionHref: href,
            eligibilityExpirationDate: '2026-12-31',
            failures: [
              { code: 'TPIV_FAIL_DOB', description: 'DOB not verified' },
              { code: 'AMS_FAIL' },
              { code: 'SOMETHING_NEW', description: 'A code we do not know' },
            ],
          }),
        },
      },
      { locale: 'es', state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Número de su solicitud'), 'A1');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByText(
      'No se pudo confirmar su fecha de nacimiento en los registros del gobierno.',
    );
    expect(screen.getByText(/31 de diciembre de 2026/)).toBeInTheDocument();
    expect(screen.getByText('No se pudo confirmar la dirección de su casa.')).toBeInTheDocument();
    expect(
      screen.getByText('El proveedor no pudo aceptar su solicitud tal como está.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A code we do not know')).toBeInTheDocument();
    expect(screen.getAllByText('Mensaje del proveedor:')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Continuar al Verificador Nacional' })).toHaveAttribute(
      'href',
      href,
    );
    expect(view.actor.getSnapshot().hasTag('leaving')).toBe(true);
    // The applicant follows the link: no "Taking you to …" notice, which leaves by itself.
    expect(screen.queryByText(/^Llevándolo a|^Taking you to/)).not.toBeInTheDocument();
  });
});

describe('a household already enrolled', () => {
  it('is told so and given its order, never an offer to enrol', async () => {
    const user = setupUser();
    const view = renderFlow(
      '/CheckEnrollStatusPage',
      {
        actors: {
          checkStatus: checkStatus({
            status: 'COMPLETE',
            applicationId: 'A1',
            enrolledOrderId: 'ORD-7',
          }),
        },
      },
      { state: { value: { status: { lookup: 'editing' } } } },
    );
    await user.type(screen.getByLabelText('Application ID'), 'A1');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText(
      'Your household is already enrolled with us. There is nothing more to apply for.',
    );
    expect(screen.getByRole('link', { name: 'See your order ORD-7' })).toHaveAttribute(
      'href',
      '/CompletedACP?orderId=ORD-7',
    );
    await waitFor(() => expect(view.url()).toBe('/CheckEnrollStatusPage'));
    expect(screen.queryByRole('button', { name: 'Enroll now' })).not.toBeInTheDocument();
  });
});
