// Printable tickets of a split, a page at a time, each with its first
// single bets (拆分明细).
import { useId, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { Button } from '../../ui';
import { type GameDef, two, zoneText } from './games';
import { lotteryText as t } from './strings';
import './lottery.css';

export const SplitTicketRow_ticket = graphql(`
  fragment SplitTicketRow_ticket on SplitTicket {
    bets
    multiple
    cost {
      yuan
    }
    zones {
      dan
      tuo
    }
    singleBets(first: 10)
  }
`);

/** Tickets per page on the split pages (the `first` below). */
export const TICKETS_PER_PAGE = 30;

/**
 * The `after` cursor opening page `page` (0-based): a split's ticket
 * cursors are positions, so any page can be opened directly.
 */
export function ticketsAfter(page: number): string | null {
  return page === 0 ? null : String(page * TICKETS_PER_PAGE - 1);
}

// The operations spreading this define `$after: String` (see ticketsAfter).
export const SplitTickets_split = graphql(`
  fragment SplitTickets_split on OrderSplit {
    bets
    cost {
      yuan
    }
    ticketCount
    tickets(first: 30, after: $after) {
      nodes {
        ...SplitTicketRow_ticket
      }
    }
  }
`);

function TicketRow({ def, index, ticket }: { def: GameDef; index: number; ticket: FragmentType<typeof SplitTicketRow_ticket> }) {
  const tk = getFragmentData(SplitTicketRow_ticket, ticket);
  const [open, setOpen] = useState(false);
  const betsId = useId();
  const digits = def.zones[0].size === 1;
  return (
    <li data-testid="split-ticket">
      {/* A disclosure, not an action: a plain button (lm- styled) with
          aria-expanded. `ticket-head` is what the e2e journey taps. */}
      <button
        type="button"
        className="lm-ticket-head ticket-head"
        aria-expanded={open}
        aria-controls={open ? betsId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <b>{t.ticketNo(index)}</b>
        <span className="lm-lottery-nums">{tk.zones.map((z) => zoneText(z, digits)).join(digits ? ' | ' : ' + ')}</span>
        <span className="lm-ticket-amount">
          {tk.bets}
          {t.betsUnit} × {tk.multiple}
          {t.multipleUnit} = {t.yuan(tk.cost.yuan)}
        </span>
      </button>
      {open && (
        <ol className="lm-ticket-bets" id={betsId} data-testid="single-bets">
          {tk.singleBets.map((b, i) => (
            <li key={i}>{b.map((z) => z.map((n) => (digits ? String(n) : two(n))).join(' ')).join(digits ? ' | ' : ' + ')}</li>
          ))}
          {tk.bets > tk.singleBets.length && (
            <li className="lm-lottery-hint">{t.moreBets(tk.bets - tk.singleBets.length)}</li>
          )}
        </ol>
      )}
    </li>
  );
}

/** A split's totals and one page of its tickets. */
export function SplitTickets({
  def,
  split,
  page,
  onPage,
}: {
  def: GameDef;
  split: FragmentType<typeof SplitTickets_split>;
  page: number;
  onPage: (page: number) => void;
}) {
  const s = getFragmentData(SplitTickets_split, split);
  const pages = Math.max(1, Math.ceil(s.ticketCount / TICKETS_PER_PAGE));
  return (
    <>
      <p className="lm-lottery-total" data-testid="split-total">
        {t.splitTotal(s.bets, s.cost.yuan, s.ticketCount)}
      </p>
      <ol className="lm-lottery-tickets">
        {s.tickets.nodes.map((tk, i) => (
          <TicketRow key={page * TICKETS_PER_PAGE + i} def={def} index={page * TICKETS_PER_PAGE + i + 1} ticket={tk} />
        ))}
      </ol>
      {pages > 1 && (
        <div className="lm-lottery-pager">
          <Button fill="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t.prevPage}
          </Button>
          <span className="lm-lottery-pager-text">{t.pageOf(page + 1, pages)}</span>
          <Button fill="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t.nextPage}
          </Button>
        </div>
      )}
    </>
  );
}
