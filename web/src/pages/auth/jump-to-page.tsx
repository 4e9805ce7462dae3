import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { HOME_PATH, isInternalLocation, LOGIN_PATH } from '../../../../shared/auth/route-guard';
import { AppLink } from '../../components/AppLink/AppLink';
import { AuthCard } from '../../components/AuthCard/AuthCard';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { useI18n } from '../../hooks/use-i18n';
import { checkToken, userOfToken } from '../../session/auth-api';
import { jwtExpiry } from '../../session/token-timing';
import { signIn } from '../../session/session';

/**
 * /jumpto/:token?to=/path: a link from another system. When the server says the token is valid the
 * visitor is signed in with it, then taken to `to`, but only when `to` is a path of this app (one
 * leading slash, never two: "//host" would leave the app).
 */
export function JumpToPage() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useAppNavigate();
  const [invalid, setInvalid] = useState(false);
  const started = useRef('');
  const to = search.get('to');

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    const target = isInternalLocation(to) ? to : HOME_PATH;
    void (async () => {
      try {
        if (!(await checkToken(token))) throw new Error('token refused');
        // The link's token becomes this session's token; it stays valid for the system that issued it.
        const user = await userOfToken(token);
        const expiresAt = jwtExpiry(token);
        const expiresIn = expiresAt === null ? 0 : expiresAt - Math.floor(Date.now() / 1000);
        if (expiresIn <= 0 || !signIn({ token, expiresIn, user, version: '' })) throw new Error('no usable token');
        navigate(target, { replace: true });
      } catch {
        setInvalid(true);
      }
    })();
  }, [token, to, navigate]);

  return (
    <AuthCard title={t('routes.jumpTo')} footer={invalid ? <AppLink to={LOGIN_PATH}>{t('verify.toLogin')}</AppLink> : undefined}>
      <div aria-live="polite">
        {invalid ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('jump.invalid')}</MessageBarBody>
          </MessageBar>
        ) : (
          <Spinner size="small" label={t('jump.working')} />
        )}
      </div>
    </AuthCard>
  );
}
