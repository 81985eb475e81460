import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegacyData } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { renderFlow } from '../../render-flow';
import { setupUser } from '../../support/user';
import {
  beforeProgram,
  documentIdentity,
  legacyContext,
  question,
  withDocument,
} from './legacy-answers-fixture';

const noProgram: LegacyData = {
  ...beforeProgram,
  program: { inProgram: false, eligibilityProgramCode: '' },
};

function onIdPage(legacy: LegacyData = noProgram) {
  const view = renderFlow(
    '/IdVerificationPage',
    {},
    { state: { value: { legacy: 'identity' }, context: legacyContext(legacy) } },
  );
  // A picker set to "All files" lets any file through; the page must still refuse it.
  return { user: setupUser({ applyAccept: false }), view };
}

function file(name: string, type: string, size?: number): File {
  const made = new File(['%PDF-1.4 or image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

const next = () => screen.getByRole('button', { name: 'Next' });
const ssnField = () => screen.getByRole('textbox', { name: /Last 4 digits/ });
const documentChoice = () => screen.getByRole('radio', { name: /With a government document/ });
const photoInput = () => screen.getByLabelText('Photo or scan of your document');

describe('the ID page', () => {
  it('chooses the SSN digits by default, prefilled from the question page', async () => {
    onIdPage();
    await screen.findByRole('heading', { level: 1, name: 'Confirm who you are' });
    expect(screen.getByText('Page 6 of 7')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'With the last 4 digits of my Social Security number' }),
    ).toBeChecked();
    expect(ssnField()).toHaveValue(question.ssn4);
    expect(screen.queryByLabelText('Type of document')).not.toBeInTheDocument();
  });

  it('sends the SSN choice with the digits typed', async () => {
    const { user, view } = onIdPage();
    await user.clear(ssnField());
    await user.type(ssnField(), '4-3-2-1');
    expect(ssnField()).toHaveValue('4321');
    await user.click(next());
    const legacy = view.actor.getSnapshot().context.legacy;
    expect(legacy.identity).toEqual({
      method: 'ssn',
      documentType: '',
      documentNumber: '',
      photoName: '',
    });
    expect(legacy.question?.ssn4).toBe('4321');
    expect(view.actor.getSnapshot().matches({ legacy: { review: 'editing' } })).toBe(true);
  });

  it('asks for the digits again after a reload, saying why', async () => {
    const { user, view } = onIdPage({ ...noProgram, question: { ...question, ssn4: '' } });
    expect(ssnField()).toHaveValue('');
    expect(ssnField()).toHaveAccessibleDescription(/we do not keep these 4 digits/);
    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(
      'Enter the last 4 digits of your Social Security number',
    );
    expect(view.actor.getSnapshot().matches({ legacy: 'identity' })).toBe(true);
  });

  it('reveals the document fields, and wants every one of them at once', async () => {
    const { user, view } = onIdPage();
    await user.click(documentChoice());
    const type = screen.getByRole('combobox', { name: 'Type of document' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Choose a document'],
      ['driver_license', 'Driver’s license'],
      ['taxpayer_identification_number', 'Taxpayer Identification Number'],
      ['passport', 'Passport'],
    ]);
    expect(photoInput()).toHaveAttribute('type', 'file');
    expect(photoInput()).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.pdf,.gif,image/jpeg,image/png,image/gif,application/pdf',
    );
    expect(photoInput()).toHaveAccessibleDescription('Under 10 MB; jpg, jpeg, png, pdf or gif');
    expect(screen.getByText(/The photo stays on your device/)).toBeInTheDocument();

    await user.click(next());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Choose the type of document', '#documentType'],
      ['Enter the number shown on your document', '#documentNumber'],
      ['Attach a photo or scan of your document', '#photo'],
    ]);
    expect(photoInput()).toHaveAccessibleDescription(/Attach a photo or scan of your document/);
    expect(view.actor.getSnapshot().matches({ legacy: 'identity' })).toBe(true);
  });

  it('refuses a file over 10 MB as soon as it is chosen, naming the limit and its size', async () => {
    const { user } = onIdPage();
    await user.click(documentChoice());
    await user.upload(photoInput(), file('id.png', 'image/png', 11 * 1024 * 1024));
    expect(photoInput()).toHaveAccessibleDescription(
      /This file is 11 MB\. Attach a file under 10 MB/,
    );
    expect(photoInput()).toBeInvalid();
    // Chosen, not submitted: the summary waits for Next.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file of another type, by its extension or its type, naming the types', async () => {
    const { user } = onIdPage();
    await user.click(documentChoice());
    await user.upload(photoInput(), file('notes.txt', 'text/plain'));
    expect(photoInput()).toHaveAccessibleDescription(
      /This file cannot be used\. Attach a jpg, jpeg, png, pdf or gif file\./,
    );
    // A familiar name does not hide what the file really is.
    await user.upload(photoInput(), file('photo.png', 'application/x-msdownload'));
    expect(photoInput()).toHaveAccessibleDescription(/This file cannot be used/);
    await user.upload(photoInput(), file('scan.PDF', 'application/pdf'));
    expect(photoInput()).not.toBeInvalid();
  });

  it('checks the file again on Next, with the other fields', async () => {
    const { user, view } = onIdPage();
    await user.click(documentChoice());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Type of document' }),
      'passport',
    );
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'X1234567');
    await user.upload(photoInput(), file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    await user.click(next());
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(
      'This file is 10.1 MB. Attach a file under 10 MB, for example a smaller photo.',
    );
    expect(view.actor.getSnapshot().matches({ legacy: 'identity' })).toBe(true);
  });

  it('sends the document with the photo’s name only', async () => {
    const { user, view } = onIdPage();
    await user.click(documentChoice());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Type of document' }),
      'driver_license',
    );
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), ' D123-456 ');
    await user.upload(photoInput(), file('licence.jpeg', 'image/jpeg', 2 * 1024 * 1024));
    await user.click(next());
    expect(view.actor.getSnapshot().context.legacy.identity).toEqual({
      method: 'document',
      documentType: 'driver_license',
      documentNumber: 'D123-456',
      photoName: 'licence.jpeg',
    });
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
  });

  it('keeps a photo attached before, and asks again for the number after a reload', async () => {
    const { user, view } = onIdPage({
      ...withDocument,
      identity: { ...documentIdentity, documentNumber: '' },
    });
    expect(documentChoice()).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Type of document' })).toHaveValue('passport');
    expect(screen.getByText(/we do not keep your document’s number/)).toBeInTheDocument();
    expect(photoInput()).toHaveAccessibleDescription(/You attached passport\.jpg before/);
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'X7654321');
    await user.click(next());
    expect(view.actor.getSnapshot().context.legacy.identity).toEqual({
      method: 'document',
      documentType: 'passport',
      documentNumber: 'X7654321',
      photoName: 'passport.jpg',
    });
  });
});
