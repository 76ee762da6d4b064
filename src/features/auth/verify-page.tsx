import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { resendVerificationCode, verifyEmail } from '@/generated/client/auth/auth';
import { retryAfterTime } from '@/lib/http';
import { paths } from '@/lib/routes';
import {
  CODE_LENGTH,
  isComplete,
  verificationCodeMachine,
  type ResendOutcome,
  type VerifyOutcome,
} from '@/machines/verification-code/verification-code.machine';
import { verificationCodeView } from '@/machines/verification-code/verification-code.view';
import { resendFailure, verifyFailure } from './account-outcomes';
import { AuthCard } from './auth-card';
import { RetryAtNotice } from './retry-at-notice';
import { useMachineBinding } from '@/entities/machine-binding/use-machine-binding';

async function verify(
  { email, code }: { email: string; code: string },
  onRetryAt: (at: number | null) => void,
): Promise<VerifyOutcome> {
  try {
    const answer = await verifyEmail({ email, code });
    return { ok: true, messageKey: answer.message_key ?? 'auth.email_verified_success' };
  } catch (error) {
    onRetryAt(retryAfterTime(error));
    return verifyFailure(error);
  }
}

async function resend({ email }: { email: string }): Promise<ResendOutcome> {
  try {
    const answer = await resendVerificationCode({ email });
    return { kind: 'sent', messageKey: answer.message_key ?? 'auth.code_resent' };
  } catch (error) {
    return resendFailure(error);
  }
}

export function VerifyPage() {
  const { t, i18n } = useTranslation('auth');
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const message = query.get('message');

  if (!email) {
    return (
      <AuthCard title={t('verify.title')}>
        <p>{t('verify.noEmail')}</p>
        <p>
          <Link to={paths.signIn}>{t('verify.backToSignIn')}</Link>
        </p>
      </AuthCard>
    );
  }
  // `message` names a translation key; anything else in the query is not shown.
  const known = message && i18n.exists(message, { ns: 'server' }) ? message : null;
  return <VerifyForm email={email} messageKey={known} />;
}

/** Query messages that already say a code was sent and where to enter it (the intro would repeat them). */
const messagesThatSayEnterTheCode = new Set(['auth.check_email_for_verification']);

function VerifyForm({ email, messageKey }: { email: string; messageKey: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // When a refusal for too many wrong codes (429) says the code may be tried again.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [machine] = useState(() =>
    verificationCodeMachine.provide({
      actors: {
        verify: fromPromise(({ input }) => verify(input, setRetryAt)),
        resend: fromPromise(({ input }) => resend(input)),
      },
      actions: { goToSignIn: () => void navigate(paths.signIn) },
    }),
  );
  const [snapshot, send] = useMachineBinding(machine, { input: { email } });
  const { digits, focusIndex, focusSeq, errorKey, successKey, resendKey } = snapshot.context;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  // The machine decides where focus goes; this only carries it out. The first box on load.
  useEffect(() => {
    boxes.current[focusIndex]?.focus();
  }, [focusIndex, focusSeq]);

  const view = verificationCodeView(snapshot);
  const verifying = view.code === 'verifying';
  const resending = view.resend === 'sending';
  const verified = view.code === 'verified';
  const resendTone =
    view.resend === 'failed' ? 'error' : view.resend === 'coolingDown' ? 'info' : 'success';

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '') {
      event.preventDefault();
      send({ type: 'digit.backspace', index });
    }
    // The button stays disabled until the code is complete, which blocks the browser's own
    // Enter-to-submit; Enter still reaches the machine, which says the code is required.
    if (event.key === 'Enter' && !isComplete(digits)) {
      event.preventDefault();
      send({ type: 'submit' });
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    send({ type: 'code.paste', text: event.clipboardData.getData('text') });
  };

  return (
    <AuthCard
      title={t('verify.title')}
      intro={
        <>
          {messageKey ? <FormAlert tone="info" messageKey={messageKey} /> : null}
          {messageKey && messagesThatSayEnterTheCode.has(messageKey) ? (
            <p>{t('verify.address', { email })}</p>
          ) : (
            <p>{t('verify.intro', { email })}</p>
          )}
        </>
      }
      footer={
        <p>
          <Link to={paths.signIn}>{t('verify.backToSignIn')}</Link>
        </p>
      }
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        {successKey && verified ? (
          <>
            <FormAlert tone="success" messageKey={successKey} />
            <p>{t('common.redirecting')}</p>
          </>
        ) : null}
        <Field
          labelAs="legend"
          className="code-boxes"
          labelClassName="code-boxes__legend"
          label={t('verify.codeLegend')}
          errorKey={errorKey ?? undefined}
        >
          {(control) => (
            <div className="code-boxes__row">
              {digits.map((digit, index) => (
                <input
                  // The four boxes never reorder: the position is the identity.
                  key={index}
                  ref={(element) => {
                    boxes.current[index] = element;
                  }}
                  className="code-boxes__box"
                  value={digit}
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  pattern="[0-9]"
                  maxLength={CODE_LENGTH}
                  aria-label={t('verify.digitLabel', { position: index + 1, total: CODE_LENGTH })}
                  aria-invalid={control['aria-invalid']}
                  disabled={verified}
                  onChange={(event) =>
                    send({ type: 'digit.input', index, value: event.target.value })
                  }
                  onKeyDown={onKeyDown(index)}
                  onPaste={onPaste}
                />
              ))}
            </div>
          )}
        </Field>
        {retryAt !== null && errorKey === 'auth.throttle' ? <RetryAtNotice at={retryAt} /> : null}
        <SubmitButton
          busy={verifying}
          disabled={!isComplete(digits) || resending || verified}
          busyLabel={t('verify.submitting')}
        >
          {t('verify.submit')}
        </SubmitButton>
        <div className="resend">
          <span>{t('verify.noCode')}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'resend' })}
            disabled={resending || verified}
            aria-busy={resending || undefined}
          >
            {resending ? t('verify.resending') : t('verify.resend')}
          </button>
        </div>
        {resendKey && !resending ? <FormAlert tone={resendTone} messageKey={resendKey} /> : null}
      </form>
    </AuthCard>
  );
}
