import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/components/ui/use-language';
import type { HelpAudience } from '@/entities/help/help-topics';
import { marketingQueries } from '@/entities/marketing/marketing-queries';
import { useSession } from '@/entities/session/session-context';
import { href, paths } from '@/lib/routes';
import { readStored, storedValues, writeStored } from '@/lib/storage';
import { helpEntries, searchHelp, type HelpEntry } from './help-search';
import './help-assistant.css';

/** A dismissed launcher is remembered across visits. */
const readDismissed = () => readStored(storedValues.helpAssistantDismissed) === 'dismissed';

/**
 * What the launcher must never lie over: a form's controls, and every other control of the
 * page too (a link or button beneath it could not be pressed).
 */
const FORM_CONTROL =
  'a[href], button, input, select, textarea, label, [role="button"], [role="radio"], [role="checkbox"], [role="tab"], form [role]';

/**
 * Whether the fixed launcher lies over a form's control right now (it then steps aside, hidden,
 * until the page moves on): checked at its corners and centre after every scroll, resize and
 * change of focus, once per frame.
 */
function useCoversFormControl(target: React.RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = target.current;
        if (!element || typeof document.elementsFromPoint !== 'function') return;
        const box = element.getBoundingClientRect();
        const points: [number, number][] = [
          [box.left + 1, box.top + 1],
          [box.right - 1, box.top + 1],
          [box.left + 1, box.bottom - 1],
          [box.right - 1, box.bottom - 1],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        setCovers(
          points.some(([x, y]) =>
            document
              .elementsFromPoint(x, y)
              .some((under) => !element.contains(under) && under.matches(FORM_CONTROL)),
          ),
        );
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    document.addEventListener('focusin', check);
    // Pages change under a fixed launcher without a scroll (a route, a form that grows).
    const observer = new MutationObserver(check);
    observer.observe(document.getElementById('main') ?? document.body, {
      childList: true,
      subtree: true,
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      document.removeEventListener('focusin', check);
      observer.disconnect();
    };
  }, [target]);
  return covers;
}

/**
 * The help assistant: the original app's later version added a floating bot with
 * canned answers; this one searches, as the visitor types and in the interface language, the
 * help centre's questions of their audience (learners' for guests) and the site-wide FAQ, and
 * answers with the entry and a link to the full article, or offers contact when nothing
 * matches. Loaded after the page (its own chunk), a non-modal dialog (Esc closes it and focus
 * returns to the launcher), the launcher can be dismissed for good (remembered in
 * the browser's storage), and it steps aside wherever it would lie over a form's control.
 */
export function HelpAssistant() {
  // The launcher's words are common ones: the help centre's (22 KB in Armenian, with English
  // as fallback) load only when the panel is wanted, not on every page.
  const { t, i18n } = useTranslation();
  const loadHelpWords = () => void i18n.loadNamespaces('help');
  const [dismissed, setDismissed] = useState(readDismissed);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLDivElement>(null);
  const covers = useCoversFormControl(launcher);

  const dismiss = () => {
    // Where storage refuses it (private mode): dismissed for this visit only.
    writeStored(storedValues.helpAssistantDismissed, 'dismissed');
    setOpen(false);
    setDismissed(true);
  };

  if (dismissed) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <div
        ref={launcher}
        className="help-assistant"
        data-aside={covers && !open ? '' : undefined}
        aria-hidden={covers && !open ? true : undefined}
      >
        <Dialog.Trigger
          className="help-assistant__launcher"
          onPointerEnter={loadHelpWords}
          onFocus={loadHelpWords}
        >
          <span aria-hidden="true" className="help-assistant__mark">
            ?
          </span>
          {t('helpAssistant.open')}
        </Dialog.Trigger>
        <button
          type="button"
          className="help-assistant__dismiss"
          aria-label={t('helpAssistant.dismiss')}
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open ? (
        <Dialog.Content
          className="help-assistant__panel"
          aria-describedby={undefined}
          // The panel puts focus in its search box itself, once its words are there.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          {/* One content throughout: a second one replacing a loading one would count the move
              as an interaction outside, and closing would then leave focus nowhere. */}
          <Suspense fallback={<HelpPanelLoading />}>
            <HelpPanel />
          </Suspense>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

/** The panel while the help centre's words are on their way (a press before they came). */
function HelpPanelLoading() {
  const { t } = useTranslation();
  return (
    <div className="help-assistant__head">
      <Dialog.Title className="help-assistant__title">{t('helpAssistant.open')}</Dialog.Title>
      <Spinner />
    </div>
  );
}

function HelpPanel() {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const session = useSession();
  const audience: HelpAudience =
    session.status === 'authenticated' && session.role === 'instructor' ? 'instructor' : 'learner';
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const resultsId = useId();
  // The FAQ is public and stays cached for the visit; without it the help centre still answers.
  const faqs = useQuery(marketingQueries.faqs()).data;
  const textOf = useCallback(
    (topicId: string, questions: readonly string[]) => {
      const base = `${audience}.${topicId}`;
      return {
        title: t(`${base}.title`),
        summary: t(`${base}.summary`),
        questions: questions.map((id) => ({
          id,
          question: t(`${base}.questions.${id}.q`),
          answer: t(`${base}.questions.${id}.a`),
        })),
      };
    },
    [audience, t],
  );
  const entries = useMemo(
    () => helpEntries(audience, textOf, faqs ?? [], language),
    [audience, textOf, faqs, language],
  );
  const results = searchHelp(entries, search);
  const searched = search.trim() !== '';

  // Straight to the search: typing is what the panel is for.
  useEffect(() => input.current?.focus(), []);

  return (
    <>
      <div className="help-assistant__head">
        <Dialog.Title className="help-assistant__title">{t('assistant.title')}</Dialog.Title>
        <Dialog.Close className="help-assistant__close" aria-label={t('assistant.close')}>
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      <label className="help-assistant__label" htmlFor={inputId}>
        {t('assistant.search')}
      </label>
      <input
        id={inputId}
        ref={input}
        className="field__input help-assistant__input"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby={`${inputId}-hint`}
        aria-controls={resultsId}
      />
      <p className="field__hint" id={`${inputId}-hint`}>
        {t('assistant.hint')}
      </p>
      <div id={resultsId} className="help-assistant__results">
        <p className="visually-hidden" role="status">
          {searched ? t('assistant.results', { count: results.length }) : ''}
        </p>
        {searched && results.length === 0 ? (
          <p className="help-assistant__none">
            {t('assistant.noMatch')}{' '}
            <Dialog.Close asChild>
              <Link to={paths.contact}>{t('assistant.contact')}</Link>
            </Dialog.Close>
          </p>
        ) : null}
        {results.length > 0 ? (
          <ul className="help-assistant__list">
            {results.map((entry) => (
              <HelpAnswer key={entry.key} entry={entry} audience={audience} />
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function HelpAnswer({ entry, audience }: { entry: HelpEntry; audience: HelpAudience }) {
  const { t } = useTranslation('help');
  const link =
    entry.source === 'help' && entry.topic
      ? href(
          audience === 'instructor' ? 'instructorHelpDetails' : 'learnerHelpDetails',
          { id: entry.topic },
          { open: entry.questionId },
        )
      : paths.contact;
  return (
    <li className="help-assistant__answer">
      <p className="help-assistant__source">
        {entry.source === 'help' ? t('assistant.helpCentre') : t('assistant.faq')}
      </p>
      <h3 className="help-assistant__question">{entry.question}</h3>
      <p className="help-assistant__text">{entry.answer}</p>
      <Dialog.Close asChild>
        <Link to={link}>
          {entry.source === 'help' ? t('assistant.readArticle') : t('assistant.allQuestions')}
        </Link>
      </Dialog.Close>
    </li>
  );
}
