// pages/cate/index: every game and every tool, grouped by category. Each
// game links to its trend chart (where one exists), its play rules and its
// draw history; the tools are tiles. 竞彩's tiles are the sports feature's
// (handed over by App.tsx: features never import each other).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { Grid, List, uiText } from '../../ui';
import { catalogText as t } from './strings';
import './catalog.css';

/** `trend`: whether the game has a 走势图 (ssq, dlt, fc3d, pl3, pl5). */
type GameEntry = { game: Game; code: string; trend: boolean };

const DRAW_GAMES: GameEntry[] = [
  { game: 'SSQ', code: 'ssq', trend: true },
  { game: 'DLT', code: 'dlt', trend: true },
  { game: 'QLC', code: 'qlc', trend: false },
  { game: 'QXC', code: 'qxc', trend: false },
];

const DIGIT_GAMES: GameEntry[] = [
  { game: 'FC3D', code: 'fc3d', trend: true },
  { game: 'PL3', code: 'pl3', trend: true },
  { game: 'PL5', code: 'pl5', trend: true },
];

/** A tool tile; `glyph` is a one- or two-character mark drawn above the label. */
export type CatalogTile = { to: string; label: string; glyph: string };
type Tile = CatalogTile;

const gameName = (g: Game) => uiText.gameNames[g] ?? g;

// The rules page reads `?game=`; history is handed the same so it opens on
// the game the entry was for.
const forGame = (path: string, code: string) => `${path}?game=${code}`;

const TREND_GLYPHS: Record<string, string> = { ssq: '双', dlt: '乐', fc3d: '3D', pl3: '三', pl5: '五' };

const CHART_TILES: Tile[] = [
  ...[...DRAW_GAMES, ...DIGIT_GAMES]
    .filter((g) => g.trend)
    .map((g) => ({ to: linkTo.trend(g.code), label: t.trendTile(gameName(g.game)), glyph: TREND_GLYPHS[g.code] })),
  { to: paths.chartTools, label: t.chartTools, glyph: '图' },
  { to: paths.parity, label: t.parity, glyph: '奇' },
  { to: paths.history, label: t.history, glyph: '史' },
];

const CALC_TILES: Tile[] = [
  { to: paths.calculator, label: t.calculator, glyph: '奖' },
  { to: paths.selection, label: t.selection, glyph: '选' },
  { to: paths.splitOrder, label: t.splitOrder, glyph: '拆' },
  { to: paths.replay, label: t.replay, glyph: '回' },
];

const RULE_TILES: Tile[] = [{ to: paths.rules, label: t.playRules, glyph: '规' }];

export function CatalogPage({ sports }: { sports: CatalogTile[] }) {
  return (
    <div className="page lm-catalog" data-testid="category-page">
      <Group id="draw" title={t.groups.draw}>
        <List className="lm-catalog-games">
          {DRAW_GAMES.map((g) => (
            <GameItem key={g.code} entry={g} />
          ))}
        </List>
      </Group>

      <Group id="digit" title={t.groups.digit}>
        <List className="lm-catalog-games">
          {DIGIT_GAMES.map((g) => (
            <GameItem key={g.code} entry={g} />
          ))}
          <List.Item>
            <Link className="lm-catalog-hub" to={paths.numeral} data-testid="catalog-link">
              <span className="lm-catalog-name">{t.digitHub}</span>
              <span className="lm-catalog-summary">{t.digitHubNote}</span>
              <span className="lm-catalog-chevron" aria-hidden="true">
                ›
              </span>
            </Link>
          </List.Item>
        </List>
      </Group>

      <Group id="charts" title={t.groups.charts}>
        <Tiles tiles={CHART_TILES} />
      </Group>

      <Group id="calc" title={t.groups.calc}>
        <Tiles tiles={CALC_TILES} />
      </Group>

      <Group id="rules" title={t.groups.rules}>
        <Tiles tiles={RULE_TILES} />
      </Group>

      <Group id="sports" title={t.groups.sports}>
        <Tiles tiles={sports} />
      </Group>
    </div>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `catalog-${id}`;
  return (
    <section className="lm-catalog-group" aria-labelledby={headingId} data-testid="catalog-group">
      <h2 id={headingId} className="lm-catalog-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GameItem({ entry }: { entry: GameEntry }) {
  const name = gameName(entry.game);
  return (
    <List.Item>
      <div className="lm-catalog-game" data-testid="catalog-game" data-game={entry.code}>
        <span className="lm-catalog-name">{name}</span>
        <span className="lm-catalog-summary">{t.summaries[entry.game]}</span>
        <nav className="lm-catalog-links" aria-label={t.linksOf(name)}>
          {entry.trend && (
            <Link className="lm-catalog-link" to={linkTo.trend(entry.code)} aria-label={t.trendOf(name)}>
              {t.trend}
            </Link>
          )}
          <Link className="lm-catalog-link" to={forGame(paths.rules, entry.code)} aria-label={t.rulesOf(name)}>
            {t.rules}
          </Link>
          <Link className="lm-catalog-link" to={forGame(paths.history, entry.code)} aria-label={t.historyOf(name)}>
            {t.history}
          </Link>
        </nav>
      </div>
    </List.Item>
  );
}

function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <Grid columns={3} gap={8}>
      {tiles.map((tile) => (
        <Grid.Item key={tile.to}>
          <Link className="lm-catalog-tile" to={tile.to} data-testid="catalog-link">
            <span className="lm-catalog-glyph" aria-hidden="true">
              {tile.glyph}
            </span>
            <span className="lm-catalog-label">{tile.label}</span>
          </Link>
        </Grid.Item>
      ))}
    </Grid>
  );
}
