// pages/community/add?topic=…: writing a post — the text (a counter to
// 2000), up to nine images uploaded through /api/Files/upload (previews,
// remove), topics typed as #话题# or inserted from the hot topics' chips,
// and optionally one saved selection (号码方案), saved sports selection
// (竞彩方案) or, for an expert, one of their own plans (专家方案) attached
// as a snapshot. A held post comes back HELD: the author is told it shows
// once approved. The body and images are PostFields', shared with editing.
import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { actionId } from '../../lib/actionId';
import { linkTo } from '../../lib/paths';
import { Button, List, toast, uiText, type TextAreaRef } from '../../ui';
import { ActionSheet } from '../../ui/ActionSheet';
import { Popup } from '../../ui/Popup';
import { BODY_MAX, charCount, insertTopic, numbersLine, relativeTime, showCommunityErrors, topicsIn } from './format';
import { PostBodyField, PostImagesField, imageFids, readyBody, type ImageUploadItem } from './PostFields';
import { communityText as t } from './strings';
import './community.css';

const HotTopics = graphql(`
  query AddPostTopics {
    topicRank(first: 10) {
      id
      name
    }
  }
`);

const MySelections = graphql(`
  query AttachSelections {
    mySelections(first: 20) {
      edges {
        node {
          id
          game
          mainNumbers
          extraNumbers
          bets
          multiple
        }
      }
    }
  }
`);

const MySportsSelections = graphql(`
  query AttachSportsSelections {
    mySportsSelections(first: 20) {
      edges {
        node {
          id
          game
          bets
          multiple
          passTypes
          matches {
            matchId
          }
        }
      }
    }
  }
`);

// Whether the caller is an expert (专家): only an expert has plans to attach.
const AttachExpert = graphql(`
  query AttachExpert {
    me {
      id
      isExpert
    }
  }
`);

// The caller's own plans (no query of "my plans": every expert's, filtered
// to the caller's member id).
const MyExpertPlans = graphql(`
  query AttachExpertPlans($expertId: ID!) {
    expertPlans(expertId: $expertId, first: 20) {
      edges {
        node {
          id
          title
          price
          createdAt
          withdrawn
        }
      }
    }
  }
`);

const CreatePost = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      post {
        id
        state
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** What can be attached: a saved selection, a sports selection, an expert plan. */
type Kind = 'NUMBERS' | 'SPORTS' | 'PLAN';
/** What is attached, with the line the form shows. */
type Attached = { kind: Kind; id: string; title: string; line: string };

export function AddPage() {
  const navigate = useNavigate();
  const topic = useSearchParams()[0].get('topic');
  const [body, setBody] = useState(() => (topic ? insertTopic('', topic) : ''));
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [attached, setAttached] = useState<Attached | null>(null);
  const [choosing, setChoosing] = useState<'kind' | Kind | null>(null);
  const input = useRef<TextAreaRef>(null);
  // One idempotency key for this post: a double tap or a retry posts it once.
  const key = useRef(actionId());
  // Silent: the chips are a help; without them the page still works.
  const hot = useQuery(HotTopics, { context: { silent: true } });
  // The saved selections and plans are read when the member opens their list.
  const [wanted, setWanted] = useState({ NUMBERS: false, SPORTS: false, PLAN: false });
  const selections = useQuery(MySelections, { skip: !wanted.NUMBERS, context: { silent: true } });
  const sports = useQuery(MySportsSelections, { skip: !wanted.SPORTS, context: { silent: true } });
  // Silent: without the answer the page offers what any member has.
  const me = useQuery(AttachExpert, { context: { silent: true } }).data?.me;
  const expertId = me?.isExpert ? me.id : null;
  const plans = useQuery(MyExpertPlans, { variables: { expertId: expertId ?? '' }, skip: !expertId || !wanted.PLAN, context: { silent: true } });
  const [createPost, { loading: posting }] = useMutation(CreatePost);
  const named = useMemo(() => new Set(topicsIn(body)), [body]);

  const addTopic = (name: string) => {
    const el = input.current?.nativeElement;
    const cursor = el && document.activeElement === el ? el.selectionStart : body.length;
    const next = insertTopic(body, name, cursor);
    if (charCount(next) <= BODY_MAX) setBody(next);
  };

  const publish = async () => {
    const text = readyBody(body, uploading);
    if (text === null) return;
    const r = (
      await createPost({
        variables: {
          input: {
            body: text,
            imageFids: imageFids(images),
            savedSelectionId: attached?.kind === 'NUMBERS' ? attached.id : undefined,
            sportsSelectionId: attached?.kind === 'SPORTS' ? attached.id : undefined,
            expertPlanId: attached?.kind === 'PLAN' ? attached.id : undefined,
            idempotencyKey: key.current,
          },
        },
        // The feeds show the new post when next read.
        refetchQueries: ['CommunityFeed'],
      }).catch(() => null)
    )?.data?.createPost;
    if (!r || showCommunityErrors(r.userErrors) || !r.post) return;
    toast(r.post.state === 'HELD' ? t.publishedHeld : t.published, 0);
    navigate(linkTo.post(r.post.id), { replace: true });
  };

  const numbers = selections.data?.mySelections.edges.map((e) => e.node) ?? [];
  const sportsList = sports.data?.mySportsSelections.edges.map((e) => e.node) ?? [];
  // A withdrawn plan is no longer listed to others: nothing to point them to.
  const planList = plans.data?.expertPlans.edges.map((e) => e.node).filter((p) => !p.withdrawn) ?? [];
  const picking = choosing === 'NUMBERS' ? selections : choosing === 'SPORTS' ? sports : choosing === 'PLAN' ? plans : null;
  const pickCount = choosing === 'NUMBERS' ? numbers.length : choosing === 'SPORTS' ? sportsList.length : planList.length;
  const kindTitle: Record<Kind, string> = { NUMBERS: t.attachNumbers, SPORTS: t.attachSports, PLAN: t.attachPlan };
  const emptyText = choosing === 'PLAN' ? t.attachPlansEmpty : t.attachEmpty;

  return (
    <div className="lm-community lm-post-add" data-testid="post-add">
      <PostBodyField ref={input} value={body} onChange={setBody} />

      <h2 className="lm-community-heading">{t.hotTopics}</h2>
      <div className="lm-topic-chips" data-testid="topic-chips">
        {(hot.data?.topicRank ?? []).map((x) => (
          <Button
            key={x.id}
            className={named.has(x.name) ? 'lm-topic-chip chosen' : 'lm-topic-chip'}
            size="mini"
            shape="rounded"
            fill="outline"
            aria-pressed={named.has(x.name)}
            onClick={() => addTopic(x.name)}
          >
            #{x.name}#
          </Button>
        ))}
      </div>

      <h2 className="lm-community-heading">{t.imagesLabel}</h2>
      <PostImagesField value={images} onChange={setImages} uploading={uploading} onUploadingChange={setUploading} />

      <List className="lm-post-add-attach" mode="card">
        <List.Item
          onClick={() => setChoosing('kind')}
          extra={attached ? attached.title : undefined}
          description={attached?.line}
          data-testid="post-attach"
        >
          {t.attach}
        </List.Item>
      </List>

      <Button className="lm-post-publish" block color="primary" size="large" data-testid="publish-post" loading={posting} disabled={!body.trim()} onClick={() => void publish()}>
        {t.publish}
      </Button>

      <ActionSheet
        visible={choosing === 'kind'}
        extra={t.attachPick}
        cancelText={t.cancel}
        actions={[
          { key: 'NUMBERS', text: t.attachNumbers },
          { key: 'SPORTS', text: t.attachSports },
          // An expert's own plans: offered to experts only.
          ...(expertId ? [{ key: 'PLAN', text: t.attachPlan }] : []),
          ...(attached ? [{ key: 'none', text: t.attachRemove, danger: true }] : []),
        ]}
        onClose={() => setChoosing(null)}
        onAction={(a) => {
          if (a.key === 'none') {
            setAttached(null);
            return setChoosing(null);
          }
          const kind: Kind = a.key === 'NUMBERS' ? 'NUMBERS' : a.key === 'PLAN' ? 'PLAN' : 'SPORTS';
          setWanted((w) => ({ ...w, [kind]: true }));
          setChoosing(kind);
        }}
      />
      <Popup
        visible={choosing === 'NUMBERS' || choosing === 'SPORTS' || choosing === 'PLAN'}
        onMaskClick={() => setChoosing(null)}
        onClose={() => setChoosing(null)}
        bodyClassName="lm-attach-popup"
      >
        <h2 className="lm-community-heading">{choosing && choosing !== 'kind' ? kindTitle[choosing] : null}</h2>
        {picking?.loading ? (
          <p className="lm-comments-empty">{uiText.loading}</p>
        ) : pickCount === 0 ? (
          <p className="lm-comments-empty">{picking?.error ? uiText.errorBody : emptyText}</p>
        ) : (
          <List>
            {choosing === 'NUMBERS' &&
              numbers.map((s) => {
                const title = `${uiText.gameNames[s.game] ?? s.game} ${t.bets(s.bets)}`;
                const line = numbersLine(s.mainNumbers, s.extraNumbers);
                return (
                  <List.Item
                    key={s.id}
                    description={line}
                    extra={t.multiple(s.multiple)}
                    onClick={() => {
                      setAttached({ kind: 'NUMBERS', id: s.id, title, line });
                      setChoosing(null);
                    }}
                  >
                    {title}
                  </List.Item>
                );
              })}
            {choosing === 'SPORTS' &&
              sportsList.map((s) => {
                const title = `${t.sportsGames[s.game] ?? s.game} ${s.passTypes.join(' ')}`;
                const line = `${t.matches(s.matches.length)} · ${t.bets(s.bets)} · ${t.multiple(s.multiple)}`;
                return (
                  <List.Item
                    key={s.id}
                    description={line}
                    onClick={() => {
                      setAttached({ kind: 'SPORTS', id: s.id, title, line });
                      setChoosing(null);
                    }}
                  >
                    {title}
                  </List.Item>
                );
              })}
            {choosing === 'PLAN' &&
              planList.map((p) => {
                const line = `${t.planPrice(p.price)} · ${relativeTime(p.createdAt)}`;
                return (
                  <List.Item
                    key={p.id}
                    description={line}
                    data-testid="attach-plan"
                    onClick={() => {
                      setAttached({ kind: 'PLAN', id: p.id, title: p.title, line });
                      setChoosing(null);
                    }}
                  >
                    {p.title}
                  </List.Item>
                );
              })}
          </List>
        )}
        <Button block fill="none" onClick={() => setChoosing(null)}>
          {t.cancel}
        </Button>
      </Popup>
    </div>
  );
}
