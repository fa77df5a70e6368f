// pages/community/edit?id=…: the author edits their post's text and
// images — the same fields as writing one (PostFields) — within 10 minutes
// of writing it. The server decides: the post's `editable` on load (read
// fresh, not from the cache), `EDIT_WINDOW_CLOSED` on saving after the
// window; either way the page says the post can no longer be edited and
// keeps the text on screen. The server reads the topics from the text again
// and may hold the post for review (the author is told). Saved, the page
// goes back to the post.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { Button, EmptyState, MissingState, QueryState, toast } from '../../ui';
import { showCommunityErrors } from './format';
import { PostBodyField, PostImagesField, imageFids, readyBody, storedImages, type ImageUploadItem } from './PostFields';
import { communityText as t } from './strings';
import './community.css';

const PostForEdit = graphql(`
  query PostForEdit($id: ID!) {
    post(id: $id) {
      id
      body
      editable
      images {
        fid
        url
      }
    }
  }
`);

// The answer carries what the post's cards and page show, so they show the
// edit when the member is back.
const EditPost = graphql(`
  mutation EditPost($input: EditPostInput!) {
    editPost(input: $input) {
      post {
        id
        state
        editable
        ...PostCard_post
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Where the page came from, when the post page opened it (then saving goes back there). */
export type EditFrom = { fromPost?: boolean };

export function EditPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.postId} />;
  return <EditView key={id} id={id} />;
}

function EditView({ id }: { id: string }) {
  const navigate = useNavigate();
  // Read fresh: whether the window is still open is the server's, now.
  const { data, loading, error, refetch } = useQuery(PostForEdit, { variables: { id }, fetchPolicy: 'network-only', context: { silent: true } });
  const post = data?.post;
  return (
    <div className="lm-community lm-post-add lm-post-edit" data-testid="post-edit">
      <QueryState loading={loading && !data} error={data ? null : error} empty={!!data && !post} emptyText={t.noPost} onRetry={() => void refetch()}>
        {post &&
          (post.editable ? (
            <EditForm id={post.id} body={post.body} images={post.images} />
          ) : (
            <EmptyState title={t.editClosed}>
              <Button color="primary" fill="outline" onClick={() => navigate(linkTo.post(post.id), { replace: true })}>
                {t.viewPost}
              </Button>
            </EmptyState>
          ))}
      </QueryState>
    </div>
  );
}

function EditForm({ id, ...post }: { id: string; body: string; images: readonly { fid: string; url: string }[] }) {
  const navigate = useNavigate();
  const from = useLocation().state as EditFrom | null;
  const [body, setBody] = useState(post.body);
  const [images, setImages] = useState<ImageUploadItem[]>(() => storedImages(post.images));
  const [uploading, setUploading] = useState(0);
  // Set when the server refused the save: the window closed meanwhile.
  const [closed, setClosed] = useState(false);
  const [editPost, { loading: saving }] = useMutation(EditPost);

  const save = async () => {
    const text = readyBody(body, uploading);
    if (text === null) return;
    const r = (
      await editPost({
        variables: { input: { postId: id, body: text, imageFids: imageFids(images) } },
        // A held post leaves the feeds: they are read again.
        refetchQueries: ['CommunityFeed'],
      }).catch(() => null)
    )?.data?.editPost;
    if (!r) return;
    if (r.userErrors.some((e) => e.code === 'EDIT_WINDOW_CLOSED')) setClosed(true);
    if (showCommunityErrors(r.userErrors) || !r.post) return;
    toast(r.post.state === 'HELD' ? t.savedHeld : t.saved, 0);
    // Back to the post: the page it came from, else the post's page in its place.
    if (from?.fromPost) navigate(-1);
    else navigate(linkTo.post(id), { replace: true });
  };

  return (
    <>
      {closed ? (
        <p className="lm-post-state" role="alert" data-testid="edit-closed">
          {t.editClosed}
        </p>
      ) : (
        <p className="lm-post-edit-hint">{t.editHint}</p>
      )}
      <PostBodyField value={body} onChange={setBody} />
      <h2 className="lm-community-heading">{t.imagesLabel}</h2>
      <PostImagesField value={images} onChange={setImages} uploading={uploading} onUploadingChange={setUploading} />
      <Button
        className="lm-post-publish"
        block
        color="primary"
        size="large"
        data-testid="save-post"
        loading={saving}
        disabled={closed || !body.trim()}
        onClick={() => void save()}
      >
        {t.save}
      </Button>
    </>
  );
}
