import './forms.css';

interface UploadProgressProps {
  /** 0–100, or null while the size is unknown (the bar shows no value yet). */
  percent: number | null;
  /** Already translated: what is being sent, and how far it is (read as the bar's value). */
  label: string;
  text: string;
  /** Offered when the upload can be stopped. */
  cancel?: { label: string; onCancel: () => void };
}

/** How much of a file has been sent (the photo, the course video), with Cancel where it applies. */
export function UploadProgress({ percent, label, text, cancel }: UploadProgressProps) {
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
      >
        <div className="upload-progress__bar" style={{ width: `${percent ?? 0}%` }} />
      </div>
      {/* No live region: the bar is the progress; a region would read every percent. */}
      <p className="upload-progress__text">{text}</p>
      {cancel ? (
        <button type="button" className="button button--ghost" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      ) : null}
    </div>
  );
}
