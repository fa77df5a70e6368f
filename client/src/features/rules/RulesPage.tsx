// pages/rule/index?game=ssq: how each draw game is played, its bet forms,
// its prize tiers and a worked example, one tab per game. The tab lives in
// the URL so the category page can link straight to a game's rules and a
// reload keeps it.
import { useSearchParams } from 'react-router';
import { Card, List, Tabs, uiText } from '../../ui';
import { RULE_GAMES, rulesFor, type GameRules, type Prize, type PrizeTable } from './content';
import { rulesText as t } from './strings';
import './rules.css';

export function RulesPage() {
  const [params, setParams] = useSearchParams();
  const rules = rulesFor(params.get('game'));
  return (
    <div className="page lm-rules" data-testid="rules-page">
      <Tabs
        activeKey={rules.code}
        // replace: switching tabs is not a step the back button should undo.
        onChange={(code) => setParams({ game: code }, { replace: true })}
      >
        {RULE_GAMES.map((g) => (
          <Tabs.Tab key={g.code} title={uiText.gameNames[g.game]} data-testid={`rules-tab-${g.code}`}>
            <GameRulesView rules={g} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </div>
  );
}

function GameRulesView({ rules }: { rules: GameRules }) {
  return (
    <div className="lm-rules-game" data-testid="rules-game" data-game={rules.code}>
      <Card title={<h2 className="lm-rules-heading">{t.howToPlay}</h2>} className="lm-rules-card">
        <ul className="lm-rules-lines">
          {rules.howToPlay.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>

      <Card title={<h2 className="lm-rules-heading">{t.forms}</h2>} className="lm-rules-card">
        <List className="lm-rules-forms">
          {rules.forms.map((f) => (
            <List.Item key={f.name} description={f.count}>
              <span className="lm-rules-form-name">{f.name}</span>
              <span className="lm-rules-form-how">{f.how}</span>
            </List.Item>
          ))}
        </List>
      </Card>

      <Card title={<h2 className="lm-rules-heading">{t.prizes}</h2>} className="lm-rules-card">
        {rules.tables.map((table) => (
          <PrizeTableView key={table.title} table={table} />
        ))}
      </Card>

      <Card title={<h2 className="lm-rules-heading">{t.examples}</h2>} className="lm-rules-card">
        <ul className="lm-rules-examples">
          {rules.examples.map((e) => (
            <li key={e.title} data-testid="rules-example">
              <b>{e.title}</b>：{e.picks}
              <div className="lm-rules-formula">
                {e.formula} = {t.result(e.bets, e.yuan)}
                {e.yuanAdditional !== undefined && `；${t.additional(e.yuanAdditional)}`}
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function PrizeTableView({ table }: { table: PrizeTable }) {
  const heads = table.prizeHeads ?? [t.prizeHead];
  return (
    <div className="lm-rules-table-wrap">
      <table className="lm-rules-table" data-testid="rules-prize-table">
        <caption>{table.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.tierHead}</th>
            <th scope="col">{t.conditionHead}</th>
            {heads.map((h) => (
              <th key={h} scope="col" className="lm-rules-prize">
                {table.prizeHeads ? `${t.prizeHead}（${h}）` : h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.tiers.map((r) => (
            <tr key={r.tier}>
              <th scope="row">{r.tier}</th>
              <td>{r.condition}</td>
              <PrizeCell prize={r.prize} />
              {table.prizeHeads && <PrizeCell prize={r.boosted ?? r.prize} />}
            </tr>
          ))}
        </tbody>
      </table>
      {(table.legend || table.notes) && (
        <ul className="lm-rules-notes">
          {table.legend && <li>{table.legend}</li>}
          {table.notes?.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PrizeCell({ prize }: { prize: Prize }) {
  if (prize.kind === 'fixed') return <td className="lm-rules-prize">{t.yuan(prize.yuan)}</td>;
  return (
    <td className="lm-rules-prize">
      <span className="lm-rules-floating">{t.floating}</span>
      {prize.note && <span className="lm-rules-prize-note">{prize.note}</span>}
    </td>
  );
}
