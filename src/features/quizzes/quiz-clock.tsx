// The quiz's clock: the countdown to the next attempt, and the check that notices its end.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Ticks once a second while `active`: the device's clock, for countdowns. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Calls `check` when the page comes back into view (the cooldown may have been ended meanwhile,
 * or run out while the device slept) and when the device's clock passes `end`: the machine's own
 * timer does not run while a device sleeps, and a hidden tab's timers are slowed. So the page
 * notices the end of its cooldown without a press of "Check again".
 */
function useCheckWhenDue(end: number | null, check: () => void): void {
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  });
  useEffect(() => {
    const timer =
      end === null
        ? undefined
        : window.setInterval(() => {
            if (Date.now() >= end) latestCheck.current();
          }, 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') latestCheck.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [end]);
}

/** "5 h 03 min 09 s" until `end` (device milliseconds, already corrected to the server's clock). */
export function Countdown({ end }: { end: number }) {
  const { t } = useTranslation('quizzes');
  const now = useNow(true);
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <p className="quiz__countdown">
      {t('cooldown.left', {
        hours: Math.floor(left / 3600),
        minutes: pad(Math.floor((left % 3600) / 60)),
        seconds: pad(left % 60),
      })}
    </p>
  );
}

/** The cooldown's section, which asks the server again when the cooldown is due. */
export function CooldownState({
  end,
  check,
  children,
}: {
  end: number | null;
  check: () => void;
  children: ReactNode;
}) {
  useCheckWhenDue(end, check);
  return (
    <section className="quiz__state" aria-labelledby="quiz-state">
      {children}
    </section>
  );
}
