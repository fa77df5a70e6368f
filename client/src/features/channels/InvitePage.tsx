// pages/channels/invite?id= (推广码): what a channel's operator shares — their
// code of the channel, its invite link (the landing page with the code, on
// this site), the link as a QR code, and both on a poster. The link copies
// to the clipboard (or stays on the page to copy by hand); the QR code and
// the poster are drawn on canvases and saved through lib/download (the
// object URL kept 40 s, 下载失败 on a failure); the poster also shows on the
// page, for in-app browsers that save an image by a long press instead.
// An operator normally has their code already (made when staff assign
// them); one who has none makes it here. Below, the channel's other codes,
// which staff made for other members.
import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { QRCodeCanvas, QRCodeSVG } from '@rc-component/qrcode';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { beijingDay } from '../../lib/beijing';
import { canvasBlob, download } from '../../lib/download';
import { linkTo } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, Card, EmptyState, MissingState, QueryState, toast } from '../../ui';
import { drawInvitePoster, drawQrImage, QR_SOURCE } from './invitePoster';
import { channelText as t } from './strings';
import './channels.css';

const Invite = graphql(`
  query ChannelInvitePage($id: ID!) {
    me {
      id
    }
    channel(id: $id) {
      id
      name
      title
      inviteCodes {
        code
        createdAt
        mine
        holder {
          id
          nickname
        }
      }
    }
  }
`);

const CreateCode = graphql(`
  mutation CreateChannelInviteCode($input: CreateInviteCodesInput!) {
    createInviteCodes(input: $input) {
      inviteCodes {
        channel
        code
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The QR code's error correction: M (15%) still scans a printed poster with a smudge. */
const QR_LEVEL = 'M';

export function InvitePage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.channelMissing} />;
  return <ChannelInvite key={id} id={id} />;
}

function ChannelInvite({ id }: { id: string }) {
  // Silent: the page shows a failed load itself (with a retry).
  const q = useQuery(Invite, { variables: { id }, context: { silent: true } });
  const [create, creating] = useMutation(CreateCode, { refetchQueries: ['ChannelInvitePage'], awaitRefetchQueries: true });
  const data = q.data;
  const channel = data?.channel;
  const title = channel ? channel.title || channel.name : '';
  const mine = channel?.inviteCodes.find((c) => c.mine);
  const others = channel?.inviteCodes.filter((c) => !c.mine) ?? [];

  const createCode = async () => {
    if (!data || !channel) return;
    const input = { memberId: data.me.id, channels: [channel.name] };
    const r = (await create({ variables: { input } }).catch(() => null))?.data?.createInviteCodes;
    if (!r || showUserErrors(r.userErrors)) return; // (a failed call: the network layer said so)
    toast(t.codeCreated, 0);
  };

  return (
    <div className="lm-channels" data-testid="channel-invite">
      <QueryState loading={q.loading && !data} error={data ? null : q.error} onRetry={() => void q.refetch().catch(() => undefined)}>
        {data && !channel && <EmptyState title={t.channelNotFound} />}
        {channel && (
          <>
            <header className="lm-channels-head">
              <h2 className="lm-channels-title" data-testid="channel-title">
                {title}
              </h2>
              <p className="lm-channels-muted">{t.channelName(channel.name)}</p>
            </header>
            {mine ? (
              <InviteShare title={title} code={mine.code} />
            ) : (
              <Card className="lm-channels-card">
                <EmptyState title={t.noCode}>
                  <p className="lm-channels-muted">{t.noCodeBody}</p>
                  <Button color="primary" loading={creating.loading} onClick={() => void createCode()} data-testid="create-invite-code">
                    {t.createCode}
                  </Button>
                </EmptyState>
              </Card>
            )}
            {others.length > 0 && (
              <Card className="lm-channels-card" title={t.otherCodes}>
                <p className="lm-channels-note">{t.otherCodesNote}</p>
                <ul className="lm-channels-codes" data-testid="other-codes">
                  {others.map((c) => (
                    <li key={c.code} data-testid="other-code">
                      <b>{c.code}</b>
                      <span>{c.holder?.nickname ?? t.holderUnknown}</span>
                      <span className="lm-channels-muted">{t.createdOn(beijingDay(c.createdAt))}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function InviteShare({ title, code }: { title: string; code: string }) {
  const link = `${location.origin}${linkTo.shareReceive(code)}`;
  // The QR code as pixels, drawn by the library on a hidden canvas: the
  // downloaded image and the poster copy it. (The page shows the SVG, sharp
  // at any size.)
  const source = useRef<HTMLCanvasElement>(null);
  const [poster, setPoster] = useState<string | null>(null);

  const copyLink = async () => {
    // The clipboard API is missing on plain http and in some in-app
    // browsers: the link is on the page to copy by hand.
    const copied = navigator.clipboard
      ? await navigator.clipboard.writeText(link).then(
          () => true,
          () => false,
        )
      : false;
    toast(copied ? t.copied : t.copyFailed, 0);
  };

  const saveQr = () => {
    const canvas = document.createElement('canvas');
    if (!source.current || !drawQrImage(canvas, source.current)) return toast(t.imageFailed, 0);
    void download(canvasBlob(canvas), `invite-qr-${code}.png`);
  };

  const savePoster = () => {
    const canvas = document.createElement('canvas');
    if (!source.current || !drawInvitePoster(canvas, { title, code, link }, source.current)) return toast(t.imageFailed, 0);
    try {
      setPoster(canvas.toDataURL('image/png'));
    } catch {
      // Shown or not, the file is still saved.
    }
    void download(canvasBlob(canvas), `invite-poster-${code}.png`);
  };

  return (
    <>
      <Card className="lm-channels-card lm-channels-invite">
        <p className="lm-channels-muted">{t.myCode}</p>
        <p className="lm-channels-code" data-testid="invite-code">
          {code}
        </p>
        <div className="lm-channels-qr" data-testid="invite-qr">
          <QRCodeSVG value={link} level={QR_LEVEL} size={200} marginSize={2} title={t.inviteQr} />
        </div>
        <QRCodeCanvas ref={source} value={link} level={QR_LEVEL} size={QR_SOURCE} hidden aria-hidden data-testid="invite-qr-canvas" />
        <p className="lm-channels-muted">{t.inviteLink}</p>
        <p className="lm-channels-url" data-testid="invite-link">
          {link}
        </p>
        <div className="lm-channels-actions">
          <Button block color="primary" onClick={() => void copyLink()} data-testid="copy-invite-link">
            {t.copyLink}
          </Button>
          <Button color="primary" fill="outline" onClick={saveQr} data-testid="download-qr">
            {t.downloadQr}
          </Button>
          <Button color="primary" fill="outline" onClick={savePoster} data-testid="download-poster">
            {t.downloadPoster}
          </Button>
        </div>
        <p className="lm-channels-note">{t.inviteNote}</p>
      </Card>
      {poster && (
        <section className="lm-channels-poster">
          <img src={poster} alt={t.posterAlt(title)} data-testid="invite-poster" />
          <p className="lm-channels-muted">{t.posterKeep}</p>
        </section>
      )}
    </>
  );
}
