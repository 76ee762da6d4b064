import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';

type Role = 'learner' | 'instructor';

interface RoleChoiceProps {
  value: string;
  onValueChange: (role: Role) => void;
  /** `hideLearner`: the teach landing page sends instructors here with only their option. */
  roles: readonly Role[];
  errorKey?: string | undefined;
}

/** The sign-up role, a radio group (arrow keys move between the options). */
export function RoleChoice({ value, onValueChange, roles, errorKey }: RoleChoiceProps) {
  const { t } = useTranslation('auth');
  return (
    <Field
      labelAs="text"
      className="role-choice"
      labelClassName="role-choice__legend"
      label={t('signUp.role')}
      required
      errorKey={errorKey}
    >
      {({ id, required, ...control }) => (
        <RadioGroup.Root
          {...control}
          className="role-choice__options"
          value={value}
          onValueChange={(next) => onValueChange(next as Role)}
          aria-required={required}
          name="role"
        >
          {roles.map((role) => (
            <label className="role-choice__option" key={role} htmlFor={`${id}-${role}`}>
              <RadioGroup.Item className="role-choice__radio" value={role} id={`${id}-${role}`}>
                <RadioGroup.Indicator className="role-choice__dot" />
              </RadioGroup.Item>
              <span className="role-choice__text">
                <span>{t(`signUp.roles.${role}`)}</span>
                <span className="role-choice__hint">{t(`signUp.roleHints.${role}`)}</span>
              </span>
            </label>
          ))}
        </RadioGroup.Root>
      )}
    </Field>
  );
}
