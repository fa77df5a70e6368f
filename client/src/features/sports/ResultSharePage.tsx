// sports/resultShare: a selection to send to someone: its matches, 过关方式
// and figures, a stable link (the selection is the link, so it opens the
// same for anyone) and an image of it drawn here, to save or send.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { Button, Card, MissingState, QueryState, toast } from '../../ui';
import { GAME_NAMES, oddsText } from './format';
import { toInput, writeOrder, type SportsOrder } from './order';
import { OrderMatches, useLinkedOrder, useOrderMatches } from './OrderMatches';
import { readQuote } from './QuoteFigures';
import { sportsText as t } from './strings';
import './sports.css';

const Figures = graphql(`
  query SportsShareFigures($input: SportsSelectionInput!) {
    sportsBreakdown(input: $input) {
      ...QuoteFigures_breakdown
    }
  }
`);

export function ResultSharePage() {
  const order = useLinkedOrder();
  if (!order) return <MissingState what={t.missingOrder} />;
  return <Share order={order} />;
}

type Lines = { title: string; rows: string[]; footer: string[] };

/** Draws the selection as a 750-wide PNG (the design width) and returns its data URL. */
function drawImage({ title, rows, footer }: Lines): string | null {
  const canvas = document.createElement('canvas');
  const width = 750;
  const line = 52;
  canvas.width = width;
  canvas.height = 160 + line * (rows.length + footer.length) + 40;
  const c = canvas.getContext('2d');
  if (!c) return null;
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, canvas.width, canvas.height);
  c.fillStyle = '#e4393c';
  c.fillRect(0, 0, width, 110);
  c.fillStyle = '#ffffff';
  c.font = 'bold 40px sans-serif';
  c.fillText(title, 40, 70);
  c.fillStyle = '#333333';
  c.font = '30px sans-serif';
  let y = 170;
  for (const r of rows) {
    c.fillText(r, 40, y, width - 80);
    y += line;
  }
  c.fillStyle = '#e4393c';
  c.font = 'bold 32px sans-serif';
  for (const f of footer) {
    c.fillText(f, 40, y, width - 80);
    y += line;
  }
  return canvas.toDataURL('image/png');
}

function Share({ order }: { order: SportsOrder }) {
  const { data, loading, error, refetch } = useQuery(Figures, { variables: { input: toInput(order) }, context: { silent: true } });
  const { found, options, data: matchData } = useOrderMatches(order);
  const [image, setImage] = useState<string | null>(null);
  const link = `${location.origin}${linkTo.sportsResultShare(writeOrder(order))}`;
  const b = data ? readQuote(data.sportsBreakdown) : undefined;
  const ready = !!b && found.length === order.matches.length;
  useEffect(() => {
    if (!ready || !b) return;
    const rows = order.matches.map((c) => {
      const m = found.find((x) => x.id === c.matchId);
      const picks = c.picks.map((p) => `${options.get(p.play)?.[p.option] ?? p.option}@${oddsText(p.odds)}`).join(' ');
      return `${m ? `${m.matchNum} ${m.home}${t.vs}${m.away}` : ''}${c.banker ? `(${t.banker})` : ''}  ${picks}`;
    });
    const footer = [
      `${t.passTypes} ${order.passTypes.join(' ')}  ${order.multiple}${t.multiple}`,
      `${b.bets}注 ${t.yuan(b.cost.yuan)}  ${t.bonusRange} ${t.range(b.minBonus.yuan, b.maxBonus.yuan)}`,
    ];
    setImage(drawImage({ title: t.shareTitle(GAME_NAMES[order.game]), rows, footer }));
    // `link` stands for the order (it is written from it); the matches and
    // figures are Apollo's results, stable between renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, link, b, matchData]);
  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => toast(t.copied))
      .catch(() => toast(t.copyFailed));
  return (
    <div className="lm-sports" data-testid="result-share">
      <OrderMatches order={order} />
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        <Card title={t.shareLink}>
          <p className="lm-sports-link" data-testid="share-link">
            {link}
          </p>
          <Button size="small" onClick={copy}>
            {t.copyLink}
          </Button>
        </Card>
        {image && (
          <Card title={t.saveImage}>
            <img className="lm-sports-share-image" src={image} alt={t.imageAlt} data-testid="share-image" />
            <a className="lm-sports-download" href={image} download="sports-selection.png">
              {t.saveImage}
            </a>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
