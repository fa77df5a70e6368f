// The statistics range: 近7天 / 近30天 / 近90天, or two days of the member's
// choosing (at most 92, the server's limit). The ranges end today in
// Asia/Shanghai, the days the roll-up counts in.
import { useId, useMemo, useState } from 'react';
import { Input, Tabs } from '../../ui';
import { lastDays, rangeProblem, shanghaiToday, type Range } from './format';
import { channelText as t } from './strings';

const PRESETS: Record<string, number> = { d7: 7, d30: 30, d90: 90 };

/** The chosen range, or null while the custom days are not a range yet (`problem` says why). */
export function useRange(initial = 'd7') {
  const today = useMemo(() => shanghaiToday(), []);
  const [choice, setChoice] = useState(initial);
  const [custom, setCustom] = useState<Range>(() => lastDays(7, today));
  const problem = choice === 'custom' ? rangeProblem(custom, today) : null;
  const range = choice === 'custom' ? (problem ? null : custom) : lastDays(PRESETS[choice] ?? 7, today);
  return { choice, setChoice, custom, setCustom, problem, range };
}

export function RangePicker({ state }: { state: ReturnType<typeof useRange> }) {
  const { choice, setChoice, custom, setCustom, problem, range } = state;
  const ids = { from: useId(), to: useId() };
  return (
    <section className="lm-channels-range" aria-label={t.rangePicker}>
      <Tabs className="lm-channels-tabs" activeKey={choice} onChange={setChoice}>
        {Object.entries(t.ranges).map(([key, title]) => (
          <Tabs.Tab key={key} title={title} />
        ))}
      </Tabs>
      {choice === 'custom' && (
        <div className="lm-channels-custom">
          <label htmlFor={ids.from}>{t.from}</label>
          <Input id={ids.from} type="date" value={custom.from} onChange={(from) => setCustom({ ...custom, from })} data-testid="range-from" />
          <label htmlFor={ids.to}>{t.to}</label>
          <Input id={ids.to} type="date" value={custom.to} onChange={(to) => setCustom({ ...custom, to })} data-testid="range-to" />
        </div>
      )}
      {problem ? (
        <p className="lm-channels-error" role="alert">
          {t.rangeProblem[problem]}
        </p>
      ) : (
        range && <p className="lm-channels-muted" data-testid="range-shown">{t.rangeShown(range.from, range.to)}</p>
      )}
    </section>
  );
}
