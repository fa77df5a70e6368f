// pages/ranking/poster/index: a board place (?board=WEEK&measure=HIT_RATE,
// the caller's own) or an expert's record (?expert=<id>) as an image drawn
// here on a canvas, with the caller's invite code and link on it, to save
// (lib/download: the object URL kept 40 s, 下载失败 on a failure).
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { QuizBoardMeasure, QuizBoardPeriod } from '../../gql/graphql';
import { canvasBlob, download } from '../../lib/download';
import { linkTo, paths } from '../../lib/paths';
import { Button, EmptyState, ErrorState, MissingState, QueryState } from '../../ui';
import { drawPoster, posterContent, type PosterContent } from './poster';
import { quizText as t } from './strings';
import './quiz.css';

const BoardPoster = graphql(`
  query QuizBoardPoster($period: QuizBoardPeriod!, $measure: QuizBoardMeasure!) {
    quizBoard(period: $period, measure: $measure, first: 1) {
      period
      mine {
        place
        row {
          member {
            id
            nickname
          }
          record {
            ...Poster_record
          }
        }
      }
    }
    myInviteCode
  }
`);

const ExpertPoster = graphql(`
  query QuizExpertPoster($id: ID!) {
    member(id: $id) {
      id
      nickname
    }
    quizRecords(memberId: $id) {
      scope
      ...Poster_record
    }
    myInviteCode
  }
`);

const Poster_record = graphql(`
  fragment Poster_record on QuizRecord {
    settled
    red
    black
    hitRate
    currentStreak
    longestStreak
    returnRate
    recent(n: 10) {
      played
      red
    }
  }
`);

const PERIODS: Record<string, string> = { WEEK: t.week, MONTH: t.month };
const MEASURES: Record<string, string> = { HIT_RATE: t.byHitRate, STREAK: t.byStreak, RETURN_RATE: t.byReturnRate };

export function PosterPage() {
  const [params] = useSearchParams();
  const period = params.get('board');
  const measure = params.get('measure') ?? 'HIT_RATE';
  const expert = params.get('expert');
  if (expert) return <ExpertPosterView id={expert} />;
  if (period && PERIODS[period] && MEASURES[measure]) return <BoardPosterView period={period as QuizBoardPeriod} measure={measure as QuizBoardMeasure} />;
  return <MissingState what={t.posterMissing} />;
}

const inviteLink = (code: string) => `${location.origin}${linkTo.shareReceive(code)}`;

function BoardPosterView({ period, measure }: { period: QuizBoardPeriod; measure: QuizBoardMeasure }) {
  const { data, loading, error, refetch } = useQuery(BoardPoster, { variables: { period, measure }, context: { silent: true } });
  const mine = data?.quizBoard.mine;
  const content =
    data && mine
      ? posterContent({
          title: t.boardTitle(PERIODS[period], MEASURES[measure]),
          place: mine.place ?? null,
          periodName: PERIODS[period],
          name: mine.row.member?.nickname ?? '',
          record: getFragmentData(Poster_record, mine.row.record),
          code: data.myInviteCode,
          link: inviteLink(data.myInviteCode),
        })
      : null;
  return (
    <div className="lm-quiz" data-testid="poster">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {data && !mine ? (
          <EmptyState title={t.nothingSettled(PERIODS[period])}>
            <Link to={paths.quizPick}>{t.goPick}</Link>
          </EmptyState>
        ) : (
          content && <Poster content={content} fileName={`quiz-board-${period.toLowerCase()}.png`} />
        )}
      </QueryState>
    </div>
  );
}

function ExpertPosterView({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(ExpertPoster, { variables: { id }, context: { silent: true } });
  const m = data?.member;
  const all = data?.quizRecords.find((r) => r.scope === 'all');
  const content =
    data && m && all
      ? posterContent({
          title: t.posterTitleExpert,
          name: m.nickname,
          record: getFragmentData(Poster_record, all),
          code: data.myInviteCode,
          link: inviteLink(data.myInviteCode),
        })
      : null;
  return (
    <div className="lm-quiz" data-testid="poster">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !content}
        emptyText={m ? t.noStats : t.noMember}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {content && <Poster content={content} fileName="quiz-expert.png" />}
      </QueryState>
    </div>
  );
}

function Poster({ content, fileName }: { content: PosterContent; fileName: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(content);
  useEffect(() => {
    const c = document.createElement('canvas');
    canvas.current = c;
    if (!drawPoster(c, content)) {
      setFailed(true);
      return;
    }
    try {
      setImage(c.toDataURL('image/png'));
    } catch {
      setFailed(true);
    }
    // `key` stands for the content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (failed) return <ErrorState message={t.posterFailed} />;
  if (!image) return null;
  return (
    <>
      <img className="lm-quiz-poster" src={image} alt={t.posterAlt} data-testid="poster-image" />
      <Button
        block
        color="primary"
        onClick={() => {
          if (canvas.current) void download(canvasBlob(canvas.current), fileName);
        }}
        data-testid="save-poster"
      >
        {t.savePoster}
      </Button>
    </>
  );
}
