import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/routes';

interface TermsBoxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A message key (the `server` namespace): the client's or the server's refusal. */
  errorKey?: string | undefined;
}

/**
 * The required "I accept the terms and the privacy policy" box of sign-up, framed
 * like every field: its error under it, tied with aria-describedby and aria-invalid, so a
 * refused submit focuses it. The two links sit outside the label (a link inside a label would
 * also tick the box) and open in a new tab, so nothing typed in the form is lost.
 */
export function TermsBox({ checked, onCheckedChange, errorKey }: TermsBoxProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const linksId = `${id}-links`;
  return (
    <div className="field terms-box">
      <div className="terms-box__row">
        <input
          type="checkbox"
          className="terms-box__input"
          id={id}
          name="accept_terms"
          checked={checked}
          required
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={[linksId, errorKey ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label className="terms-box__label" htmlFor={id}>
          {t('signUp.acceptTerms')}
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        </label>
      </div>
      <p className="field__hint terms-box__links" id={linksId}>
        {t('signUp.readTerms')}{' '}
        <Link to={paths.termsConditions} target="_blank" rel="noopener">
          {t('signUp.termsLink')}
          <span className="visually-hidden"> {t('signUp.newTab')}</span>
        </Link>
        {' · '}
        <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
          {t('signUp.privacyLink')}
          <span className="visually-hidden"> {t('signUp.newTab')}</span>
        </Link>
      </p>
      {errorKey ? (
        <p className="field__error" id={errorId}>
          {t(errorKey, { ns: 'server' })}
        </p>
      ) : null}
    </div>
  );
}
