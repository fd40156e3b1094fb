import { Button, Card, Result, Spin, Flex, Typography } from 'antd';
import type { StoreView } from '@dropport/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readCredential } from '@/lib/credential';
import { errorText } from '@/lib/form-error';
import { useEmbeddedShopifyConfig } from '../api/embed-config';
import { claimStore, finishLink, once } from '../api/finish-link';
import { storeKeys } from '../api/store-keys';
import { LinkFrame } from '../components/link-frame';

/** Where a parked install's claim waits while the seller signs in (this tab only). */
export const PENDING_CLAIM_KEY = 'dropport.storeClaim';

interface PendingClaim {
  claimToken: string;
  shop: string;
}

type View =
  | { kind: 'working' }
  | { kind: 'signIn'; shop: string }
  | { kind: 'linkedSignedOut'; store: StoreView }
  | { kind: 'failed'; message: string };

function readPending(): PendingClaim | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(PENDING_CLAIM_KEY) ?? 'null') as PendingClaim | null;
    return v && typeof v.claimToken === 'string' ? v : null;
  } catch {
    return null;
  }
}

/**
 * /oauth2/authorize: where Shopify sends the browser back. The raw query goes to the server, which verifies it and
 * links the store; a signed-in seller lands on their stores. An install begun in Shopify with no session is parked:
 * the claim waits here while the seller signs in, and is finished when they come back.
 */
export default function OAuth2AuthorizePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [view, setView] = useState<View>({ kind: 'working' });
  useEmbeddedShopifyConfig();

  useEffect(() => {
    let live = true;
    const q = new URLSearchParams(search);
    const signedIn = !!readCredential();
    const done = (store: StoreView) => {
      void qc.invalidateQueries({ queryKey: storeKeys.all });
      void navigate('/addMyStore', { replace: true, state: { linked: store } });
    };
    const failed = (err: unknown) => live && setView({ kind: 'failed', message: errorText(err) });

    if (q.has('code') && q.has('state')) {
      once(search, () => finishLink(search))
        .then((answer) => {
          if (!live) return;
          if (answer.outcome === 'parked') {
            sessionStorage.setItem(PENDING_CLAIM_KEY, JSON.stringify({ claimToken: answer.claimToken, shop: answer.shop }));
            setView({ kind: 'signIn', shop: answer.shop });
          } else if (signedIn) done(answer.store);
          else setView({ kind: 'linkedSignedOut', store: answer.store });
        })
        .catch(failed);
    } else {
      const pending = readPending();
      if (pending && signedIn) {
        once(`claim:${pending.claimToken}`, () => claimStore(pending.claimToken))
          .then((store) => {
            sessionStorage.removeItem(PENDING_CLAIM_KEY);
            if (live) done(store);
          })
          .catch((err: unknown) => {
            sessionStorage.removeItem(PENDING_CLAIM_KEY);
            failed(err);
          });
      } else if (pending) {
        setView({ kind: 'signIn', shop: pending.shop });
      } else {
        setView({ kind: 'failed', message: t('stores.authorize.noQuery') });
      }
    }
    return () => {
      live = false;
    };
  }, [search, navigate, qc, t]);

  const toLogin = (to: string) => void navigate(`/login?redirect=${encodeURIComponent(to)}`);
  let body;
  switch (view.kind) {
    case 'working':
      body = (
        <Flex vertical align="center" gap={16} style={{ padding: '48px 0' }} role="status">
          <Spin size="large" />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('stores.authorize.working')}
          </Typography.Title>
        </Flex>
      );
      break;
    case 'signIn':
      body = (
        <Result
          status="info"
          title={t('stores.authorize.signIn.title', { shop: view.shop })}
          subTitle={t('stores.authorize.signIn.text')}
          extra={
            <Button type="primary" onClick={() => toLogin('/oauth2/authorize')}>
              {t('stores.authorize.signIn.button')}
            </Button>
          }
        />
      );
      break;
    case 'linkedSignedOut':
      body = (
        <Result
          status="success"
          title={t('stores.authorize.linked', { name: view.store.name })}
          extra={
            <Button type="primary" onClick={() => toLogin('/addMyStore')}>
              {t('stores.authorize.signIn.button')}
            </Button>
          }
        />
      );
      break;
    case 'failed':
      body = (
        <Result
          status="error"
          title={t('stores.authorize.failed')}
          subTitle={view.message}
          extra={
            <Button type="primary" onClick={() => void navigate('/addMyStore')}>
              {t('stores.authorize.back')}
            </Button>
          }
        />
      );
      break;
  }
  return (
    <LinkFrame>
      <Card>{body}</Card>
    </LinkFrame>
  );
}
