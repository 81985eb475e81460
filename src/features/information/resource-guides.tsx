import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { flowPaths } from '../../config/paths';
import type { CarouselGuide } from './resources-carousel';

/** The id of the documents list on the Resources page, for in-page links. */
export const DOCUMENTS_ID = 'documents';

function HowToApply() {
  return (
    <>
      <ol>
        <li>
          <Trans>Enter your zip code, to check that we offer service where you live.</Trans>
        </li>
        <li>
          <Trans>
            Tell us about yourself: your name, your date of birth and the last 4 digits of your
            Social Security number.
          </Trans>
        </li>
        <li>
          <Trans>
            Give your phone number or e-mail address and your home address, so we can reach you and
            ship to you.
          </Trans>
        </li>
        <li>
          <Trans>
            Tell us about your household and choose the program or the income that qualifies you.
          </Trans>
        </li>
        <li>
          <Trans>
            Say whether you live on qualifying Tribal lands. If you do, you give your Tribal number
            instead of your Social Security digits.
          </Trans>
        </li>
        <li>
          <Trans>Check your answers, then sign with your initials and your full name.</Trans>
        </li>
      </ol>
      <p>
        <Trans>
          We then send your application to the National Verifier. Once you are approved, you choose
          whether you want a tablet and enroll in our plan.
        </Trans>
      </p>
      <p>
        <Link to={flowPaths.zip}>
          <Trans>Start your application</Trans>
        </Link>
      </p>
    </>
  );
}

function DocumentsToPrepare() {
  return (
    <>
      <p>
        <Trans>
          Often you do not need to send anything: the National Verifier first tries to confirm your
          eligibility from government records. Have these ready in case it asks:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            a letter that shows you take part in your program, such as a benefit award letter, or
            proof of your income, such as last year’s tax return;
          </Trans>
        </li>
        <li>
          <Trans>an ID such as a driver’s license, a passport or a Tribal ID;</Trans>
        </li>
        <li>
          <Trans>if asked, proof of your address, such as a recent utility bill or lease.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Documents must be recent and show the name of the person who qualifies. A clear photo or
          scan of every page is enough.
        </Trans>
      </p>
      <p>
        <a href={`#${DOCUMENTS_ID}`}>
          <Trans>See the full list of documents and what each one proves</Trans>
        </a>
      </p>
    </>
  );
}

function NationalVerifier() {
  return (
    <>
      <p>
        <Trans>
          The National Verifier is the system that decides who can get the benefit. The Universal
          Service Administrative Company (USAC) runs it for the Federal Communications Commission
          (FCC). Providers like us do not decide.
        </Trans>
      </p>
      <ol>
        <li>
          <Trans>
            When you sign your application, we send your answers to the National Verifier.
          </Trans>
        </li>
        <li>
          <Trans>
            It checks them against state and federal records. When it can confirm your eligibility
            this way, you can enroll straight away.
          </Trans>
        </li>
        <li>
          <Trans>
            When it cannot, we take you to the National Verifier’s website to upload documents. Its
            staff review them, which takes longer; you then come back to us to enroll.
          </Trans>
        </li>
      </ol>
      <p>
        <Trans>
          Keep your application ID and your eligibility check ID. With either one you can check
          where your application stands at any time.
        </Trans>{' '}
        <Link to={flowPaths.checkStatus}>
          <Trans>Check Application Status</Trans>
        </Link>
      </p>
    </>
  );
}

function TransferringYourBenefit() {
  const siteName = env.siteName;
  return (
    <>
      <p>
        <Trans>
          A household can have the benefit with one provider at a time, but you can move it to
          another provider. This is called a transfer.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            To move your benefit to {siteName}, apply here as usual. If the National Verifier shows
            that your household already has the benefit elsewhere, we ask whether you want to
            transfer it to us.
          </Trans>
        </li>
        <li>
          <Trans>
            After the transfer, the benefit pays for our plan, and the discount on your old
            provider’s service ends. Ask your old provider what you would pay for any service you
            keep with them.
          </Trans>
        </li>
        <li>
          <Trans>
            The device discount is given once per household. If you already got a discounted device
            through the program, you cannot get another one by transferring.
          </Trans>
        </li>
      </ul>
    </>
  );
}

function KeepingYourBenefit() {
  return (
    <>
      <ul>
        <li>
          <Trans>
            Use your service. When your plan is free, use it at least once every 30 days: make a
            call, send a text or use data. If you do not, we send you a notice, and if you still do
            not use it in the next 15 days, the benefit ends.
          </Trans>
        </li>
        <li>
          <Trans>
            Recertify when asked. Your eligibility is checked again once a year. If we or the
            National Verifier ask you to recertify, answer by the date given, or the benefit ends.
          </Trans>
        </li>
        <li>
          <Trans>
            Tell us about changes. If your household no longer qualifies, tell us within 30 days.
            Tell us too when you move, so that your benefit and deliveries follow you.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Questions? E-mail <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> or call{' '}
          <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>.
        </Trans>
      </p>
    </>
  );
}

/** The five guides of the Resources carousel (D18: real help where B had sample videos). */
export function useResourceGuides(): CarouselGuide[] {
  const { t } = useLingui();
  return [
    { id: 'how-to-apply', title: t`How to apply`, content: <HowToApply /> },
    { id: 'prepare', title: t`Documents to prepare`, content: <DocumentsToPrepare /> },
    {
      id: 'national-verifier',
      title: t`How the National Verifier works`,
      content: <NationalVerifier />,
    },
    { id: 'transfer', title: t`Transferring your benefit`, content: <TransferringYourBenefit /> },
    { id: 'keeping', title: t`Keeping your benefit`, content: <KeepingYourBenefit /> },
  ];
}
