// pages/community/add?topic=…: writing a post — the text (a counter to
// 2000), up to nine images uploaded through /api/Files/upload (previews,
// remove), topics typed as #话题# or inserted from the hot topics' chips,
// and optionally one saved selection (号码方案) or saved sports selection
// (竞彩方案) attached as a snapshot. A held post comes back HELD: the author
// is told it shows once approved.
import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { actionId } from '../../lib/actionId';
import { linkTo } from '../../lib/paths';
import { uploadImage } from '../../lib/upload';
import { Button, List, TextArea, toast, uiText, type TextAreaRef } from '../../ui';
import { ActionSheet } from '../../ui/ActionSheet';
import { ImageUploader, type ImageUploadItem } from '../../ui/ImageUploader';
import { Popup } from '../../ui/Popup';
import { BODY_MAX, IMAGES_MAX, charCount, insertTopic, numbersLine, showCommunityErrors, topicsIn } from './format';
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

/** What is attached: a saved selection or a sports selection, with the line the form shows. */
type Attached = { kind: 'NUMBERS' | 'SPORTS'; id: string; title: string; line: string };

export function AddPage() {
  const navigate = useNavigate();
  const topic = useSearchParams()[0].get('topic');
  const [body, setBody] = useState(() => (topic ? insertTopic('', topic) : ''));
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [uploading, setUploading] = useState(0);
  const [attached, setAttached] = useState<Attached | null>(null);
  const [choosing, setChoosing] = useState<'kind' | 'NUMBERS' | 'SPORTS' | null>(null);
  const input = useRef<TextAreaRef>(null);
  // One idempotency key for this post: a double tap or a retry posts it once.
  const key = useRef(actionId());
  // Silent: the chips are a help; without them the page still works.
  const hot = useQuery(HotTopics, { context: { silent: true } });
  // The saved selections are read when the member opens their list.
  const [wanted, setWanted] = useState({ NUMBERS: false, SPORTS: false });
  const selections = useQuery(MySelections, { skip: !wanted.NUMBERS, context: { silent: true } });
  const sports = useQuery(MySportsSelections, { skip: !wanted.SPORTS, context: { silent: true } });
  const [createPost, { loading: posting }] = useMutation(CreatePost);
  const named = useMemo(() => new Set(topicsIn(body)), [body]);

  const addTopic = (name: string) => {
    const el = input.current?.nativeElement;
    const cursor = el && document.activeElement === el ? el.selectionStart : body.length;
    const next = insertTopic(body, name, cursor);
    if (charCount(next) <= BODY_MAX) setBody(next);
  };

  const publish = async () => {
    const text = body.trim();
    if (!text) return toast(t.bodyRequired, 0);
    if (uploading > 0) return toast(t.uploading, 0);
    const r = (
      await createPost({
        variables: {
          input: {
            body: text,
            imageFids: images.map((i) => String(i.extra)),
            savedSelectionId: attached?.kind === 'NUMBERS' ? attached.id : undefined,
            sportsSelectionId: attached?.kind === 'SPORTS' ? attached.id : undefined,
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
  const picking = choosing === 'NUMBERS' ? selections : choosing === 'SPORTS' ? sports : null;

  return (
    <div className="lm-community lm-post-add" data-testid="post-add">
      <TextArea
        ref={input}
        className="lm-post-add-body"
        data-testid="post-body"
        value={body}
        onChange={setBody}
        placeholder={t.bodyPlaceholder}
        maxLength={BODY_MAX}
        showCount
        autoSize={{ minRows: 6, maxRows: 14 }}
      />

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
      <ImageUploader
        className="lm-post-add-images"
        data-testid="post-images-input"
        value={images}
        onChange={setImages}
        accept="image/*"
        multiple
        maxCount={IMAGES_MAX}
        showFailed={false}
        onCountExceed={() => toast(t.tooManyImages(Math.max(0, IMAGES_MAX - images.length - uploading)), 0)}
        onUploadQueueChange={(tasks) => setUploading(tasks.filter((x) => x.status === 'pending').length)}
        upload={async (file) => {
          const up = await uploadImage(file, t.uploadFailed);
          if (!up) throw new Error(t.uploadFailed);
          return { key: up.fid, url: up.url, extra: up.fid };
        }}
      />

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
          ...(attached ? [{ key: 'none', text: t.attachRemove, danger: true }] : []),
        ]}
        onClose={() => setChoosing(null)}
        onAction={(a) => {
          if (a.key === 'none') {
            setAttached(null);
            return setChoosing(null);
          }
          const kind = a.key === 'NUMBERS' ? 'NUMBERS' : 'SPORTS';
          setWanted((w) => ({ ...w, [kind]: true }));
          setChoosing(kind);
        }}
      />
      <Popup visible={choosing === 'NUMBERS' || choosing === 'SPORTS'} onMaskClick={() => setChoosing(null)} onClose={() => setChoosing(null)} bodyClassName="lm-attach-popup">
        <h2 className="lm-community-heading">{choosing === 'SPORTS' ? t.attachSports : t.attachNumbers}</h2>
        {picking?.loading ? (
          <p className="lm-comments-empty">{uiText.loading}</p>
        ) : (choosing === 'SPORTS' ? sportsList.length : numbers.length) === 0 ? (
          <p className="lm-comments-empty">{picking?.error ? uiText.errorBody : t.attachEmpty}</p>
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
          </List>
        )}
        <Button block fill="none" onClick={() => setChoosing(null)}>
          {t.cancel}
        </Button>
      </Popup>
    </div>
  );
}
