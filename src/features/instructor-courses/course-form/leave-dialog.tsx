import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface LeaveDialogProps {
  open: boolean;
  uploading: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked before leaving the form with unsaved changes or a running upload. */
export function LeaveDialog({ open, uploading, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation('course-form');
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="course-form__overlay" />
        <AlertDialog.Content className="course-form__dialog">
          <AlertDialog.Title className="course-form__dialog-title">
            {t('leave.title')}
          </AlertDialog.Title>
          <AlertDialog.Description>
            {uploading ? t('leave.uploading') : t('leave.unsaved')}
          </AlertDialog.Description>
          <div className="course-form__dialog-actions">
            <AlertDialog.Cancel className="button button--primary" onClick={onStay}>
              {t('leave.stay')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button--ghost" onClick={onLeave}>
              {t('leave.leave')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
