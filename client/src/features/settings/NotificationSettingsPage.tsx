// pages/my/notification-settings/index (通知设置): what the server pushes
// to this account, on every device — each kind on or off, the games whose
// draw results it hears, quiet hours (Beijing time; what falls in them is
// sent when they end, but 提现进度 and 系统通知 go at once) and the daily
// cap. Every change is saved at once (updateNotificationSettings), shown
// before the server answers and taken back if it refuses.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { getFragmentData, graphql, makeFragmentData } from '../../gql';
import type { Game, NotificationCategory, NotificationSettingsPage_SettingsFragment, UpdateNotificationSettingsInput } from '../../gql/graphql';
import { showUserErrors } from '../../lib/userErrors';
import { Input, List, QueryState, Selector, toast, uiText } from '../../ui';
import { settingsText as t } from './strings';
import { SwitchRow } from './SwitchRow';
import './settings.css';

const NotificationSettingsPage_settings = graphql(`
  fragment NotificationSettingsPage_settings on NotificationSettings {
    categories {
      category
      enabled
    }
    drawGames
    quietHours {
      start
      end
    }
    dailyCap
  }
`);

const NotificationSettingsQuery = graphql(`
  query NotificationSettingsPage {
    notificationSettings {
      ...NotificationSettingsPage_settings
    }
  }
`);

const UpdateNotificationSettings = graphql(`
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      settings {
        ...NotificationSettingsPage_settings
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Settings = NotificationSettingsPage_SettingsFragment;
type Quiet = { start: string; end: string };

/** The games to choose from, in the order the app names them everywhere (ui's gameNames). */
const GAMES = Object.keys(uiText.gameNames) as Game[];

/** Quiet hours when first turned on. */
const DEFAULT_QUIET: Quiet = { start: '23:00', end: '08:00' };

/** Kinds the server sends at once, quiet hours or not. */
const ALWAYS: NotificationCategory[] = ['WITHDRAWAL', 'SYSTEM'];

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time typed into the field is saved this long after the last change (or when the field is left). */
const TIME_SAVE_MS = 800;

export function NotificationSettingsPage() {
  // Fresh on every visit (the quiz page's 开奖后通知我 may have changed a kind).
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(NotificationSettingsQuery, {
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const [update] = useMutation(UpdateNotificationSettings);
  const s = data ? getFragmentData(NotificationSettingsPage_settings, data.notificationSettings) : null;

  /** Saves one change, showing `next` until the server answers (and the saved state after). */
  const save = async (input: UpdateNotificationSettingsInput, next: Settings) => {
    const r = (
      await update({
        variables: { input },
        optimisticResponse: {
          __typename: 'Mutation',
          updateNotificationSettings: {
            __typename: 'UpdateNotificationSettingsPayload',
            settings: { __typename: 'NotificationSettings', ...makeFragmentData(next, NotificationSettingsPage_settings) },
            userErrors: [],
          },
        },
        // The settings have no id: the page's query takes the answer as it is.
        update: (cache, { data: saved }) => {
          const settings = saved?.updateNotificationSettings.settings;
          if (settings) cache.writeQuery({ query: NotificationSettingsQuery, data: { __typename: 'Query', notificationSettings: settings } });
        },
      }).catch(() => null)
    )?.data?.updateNotificationSettings;
    if (r && !showUserErrors(r.userErrors) && r.settings) toast(t.saved, 0);
  };

  return (
    <div className="settings-page notify-page" data-testid="notification-settings">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {s && <SettingsForm s={s} save={save} />}
      </QueryState>
    </div>
  );
}

function SettingsForm({ s, save }: { s: Settings; save: (input: UpdateNotificationSettingsInput, next: Settings) => Promise<void> }) {
  const setCategory = (category: NotificationCategory, enabled: boolean) => {
    const categories = s.categories.map((c) => (c.category === category ? { ...c, enabled } : c));
    void save({ disabledCategories: categories.filter((c) => !c.enabled).map((c) => c.category) }, { ...s, categories });
  };
  const setGames = (chosen: Game[]) => {
    // In the chooser's order, whatever order they were tapped in (a game
    // the server has and this build does not name is kept, at the end).
    const drawGames = [...GAMES.filter((g) => chosen.includes(g)), ...chosen.filter((g) => !GAMES.includes(g))];
    void save({ drawGames }, { ...s, drawGames });
  };
  const setQuiet = (quiet: Quiet | null) =>
    save(quiet ? { quietHours: quiet } : { quietHoursOff: true }, { ...s, quietHours: quiet && { __typename: 'QuietHours', ...quiet } });
  const drawOn = s.categories.some((c) => c.category === 'DRAW_RESULT' && c.enabled);
  return (
    <>
      <List mode="card" header={t.notifyKinds}>
        {s.categories.map(({ category, enabled }) => {
          const words = t.notifyCategories[category];
          const row = (
            <SwitchRow
              key={category}
              label={words?.label ?? category}
              hint={
                ALWAYS.includes(category) ? (
                  <>
                    {words?.hint}
                    <span className="notify-always">{t.notifyAlways}</span>
                  </>
                ) : (
                  words?.hint
                )
              }
              checked={enabled}
              onChange={(on) => setCategory(category, on)}
              testId={`notify-category-${category}`}
            />
          );
          if (category !== 'DRAW_RESULT') return row;
          // The games whose draws are told, under 开奖结果 (idle while it is off).
          return [
            row,
            <List.Item key="games" className="notify-games" description={t.notifyGamesHint} data-testid="notify-games">
              <span className="notify-games-label">{t.notifyGames}</span>
              <Selector<Game>
                multiple
                disabled={!drawOn}
                columns={4}
                options={GAMES.map((g) => ({ value: g, label: <span data-testid={`notify-game-${g}`}>{uiText.gameNames[g]}</span> }))}
                value={s.drawGames}
                onChange={setGames}
              />
            </List.Item>,
          ];
        })}
      </List>
      <List mode="card" header={t.quietTitle}>
        <SwitchRow
          label={t.quietSwitch}
          hint={t.quietNote}
          checked={!!s.quietHours}
          onChange={(on) => void setQuiet(on ? DEFAULT_QUIET : null)}
          testId="notify-quiet"
        />
        {s.quietHours && <QuietTimes quiet={s.quietHours} onSave={setQuiet} />}
      </List>
      <p className="settings-note notify-cap" data-testid="notify-daily-cap">
        {t.dailyCap(s.dailyCap)}
      </p>
    </>
  );
}

/**
 * The start and end of quiet hours, each a time field. What is typed is
 * shown at once and saved shortly after the last change, or when the field
 * is left (a time picker may change it several times on the way).
 */
function QuietTimes({ quiet, onSave }: { quiet: Quiet; onSave: (q: Quiet) => Promise<void> }) {
  const [draft, setDraft] = useState<Quiet | null>(null);
  const ids = { start: useId(), end: useId() };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Quiet | null>(null);
  // What the timer and the unmount see: the latest, not the first render's.
  const latest = useRef({ quiet, onSave });
  useEffect(() => {
    latest.current = { quiet, onSave };
  });
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const q = pending.current;
    pending.current = null;
    if (!q) return;
    const { quiet: saved, onSave: send } = latest.current;
    // Half-typed, cleared or unchanged: the saved times show again.
    if (!HHMM.test(q.start) || !HHMM.test(q.end) || (q.start === saved.start && q.end === saved.end)) {
      setDraft(null);
      return;
    }
    void send(q).finally(() => {
      if (!pending.current) setDraft(null);
    });
  }, []);
  // Leaving the page saves what was typed.
  useEffect(() => flush, [flush]);

  const shown = draft ?? quiet;
  const change = (field: keyof Quiet, value: string) => {
    // Only the two times (the saved ones carry their __typename).
    const next = { start: shown.start, end: shown.end, [field]: value };
    setDraft(next);
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, TIME_SAVE_MS);
  };
  return (
    <>
      {(['start', 'end'] as const).map((field) => (
        <List.Item key={field} className="notify-time" prefix={<label htmlFor={ids[field]}>{field === 'start' ? t.quietStart : t.quietEnd}</label>}>
          <Input
            id={ids[field]}
            name={`quiet-${field}`}
            type="time"
            value={shown[field]}
            onChange={(v) => change(field, v)}
            onBlur={flush}
            data-testid={`notify-quiet-${field}`}
          />
        </List.Item>
      ))}
    </>
  );
}
