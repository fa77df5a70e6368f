// pages/my/share-info/index (分享信息): the shop's invite — its code, the
// link (the landing page with the code, on this site) to copy, and a
// poster drawn here with both, saved through lib/download (the object URL
// kept 40 s, 下载失败 on a failure). Whoever registers with the code joins
// the shop's family.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { canvasBlob, download } from '../../lib/download';
import { Button, Card, ErrorState, QueryState, toast } from '../../ui';
import { NotShopManager } from './common';
import { drawShopPoster, type ShopPoster } from './poster';
import { shopText as t } from './strings';
import './shopManager.css';

const ShareInfo = graphql(`
  query ShopShareInfo {
    myShop {
      shopName
      address
      invite {
        code
        path
      }
    }
  }
`);

export function ShareInfoPage() {
  const { data, loading, error, refetch } = useQuery(ShareInfo, { context: { silent: true } });
  const shop = data?.myShop;
  const link = shop ? `${location.origin}${shop.invite.path}` : '';
  return (
    <div className="shop-page" data-testid="share-info">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && !shop && <NotShopManager />}
        {shop && (
          <>
            <Card className="shop-card shop-invite">
              <p className="shop-muted">{t.inviteCode}</p>
              <p className="shop-invite-code" data-testid="shop-invite-code">
                {shop.invite.code}
              </p>
              <p className="shop-muted">{t.inviteLink}</p>
              <p className="shop-invite-link" data-testid="shop-invite-link">
                {link}
              </p>
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={async () => {
                  // The clipboard API is missing on plain http and in some
                  // in-app browsers: the link is on the page to copy by hand.
                  const copied = navigator.clipboard
                    ? await navigator.clipboard.writeText(link).then(
                        () => true,
                        () => false,
                      )
                    : false;
                  toast(copied ? t.copied : t.copyFailed, 0);
                }}
              >
                {t.copyLink}
              </Button>
            </Card>
            <Poster poster={{ shopName: shop.shopName, address: shop.address, code: shop.invite.code, link }} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function Poster({ poster }: { poster: ShopPoster }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(poster);
  useEffect(() => {
    const c = document.createElement('canvas');
    canvas.current = c;
    if (!drawShopPoster(c, poster)) {
      setFailed(true);
      return;
    }
    try {
      setImage(c.toDataURL('image/png'));
    } catch {
      setFailed(true);
    }
    // `key` stands for the poster's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (failed) return <ErrorState message={t.posterFailed} />;
  if (!image) return null;
  return (
    <section className="shop-poster">
      <img src={image} alt={t.posterAlt} data-testid="shop-poster" />
      <Button
        block
        color="primary"
        fill="outline"
        onClick={() => {
          if (canvas.current) void download(canvasBlob(canvas.current), 'shop-invite.png');
        }}
        data-testid="save-shop-poster"
      >
        {t.savePoster}
      </Button>
    </section>
  );
}
