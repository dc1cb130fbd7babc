// Keys of the local accounts (GET/POST/DELETE /admin/keys): list, create (shown once),
// revoke with confirmation.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Pending } from '../../../components/status.tsx';
import { useAdminConfig } from '../../../lib/api/get-admin-config.ts';
import { currentCredentials } from '../../../lib/api/client.ts';
import { formatUtc } from '../../../lib/format.ts';
import { useKeys } from '../api/get-keys.ts';
import { useRevokeKey } from '../api/revoke-key.ts';
import { isKeyWithPrefix } from '../key-display.ts';
import type { AdminKey } from '../schemas.ts';
import { CreateKeyForm } from './create-key-form.tsx';
import { LocalKey } from './local-key.tsx';

export function KeysView() {
  const keys = useKeys();
  const config = useAdminConfig();
  const revoke = useRevokeKey();
  const [confirming, setConfirming] = useState<AdminKey | null>(null);
  const credentials = currentCredentials();
  const localKey = credentials?.apiKey ?? null;

  return (
    <div className="keys-view">
      {credentials && <LocalKey apiKey={credentials.apiKey} account={config.data?.account ?? null} origin={credentials.baseUrl} />}
      <CreateKeyForm defaultAccount={config.data?.account ?? 'local'} />
      <section className="card" aria-labelledby="keys-title">
        <h2 id="keys-title">Keys</h2>
        {keys.isPending && <Pending label="Loading keys…" />}
        {keys.error && <ErrorPanel error={keys.error} title="Keys could not be loaded" onRetry={() => void keys.refetch()} />}
        {revoke.error && <ErrorPanel error={revoke.error} title="The key could not be revoked" />}
        {keys.data && (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Key id</th>
                <th scope="col">Account</th>
                <th scope="col">Label</th>
                <th scope="col">Prefix</th>
                <th scope="col">Created</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((key) => {
                const inUse = isKeyWithPrefix(localKey, key.prefix);
                return (
                  <tr key={key.key_id} className={key.revoked_at ? 'is-revoked' : undefined}>
                    <th scope="row">
                      <code>{key.key_id}</code>
                    </th>
                    <td>{key.account}</td>
                    <td>{key.label ?? '—'}</td>
                    <td>
                      <code>{key.prefix}…</code>
                      {inUse && <span className="badge">used by this app</span>}
                    </td>
                    <td>{formatUtc(key.created_at)}</td>
                    <td>{key.revoked_at ? `revoked ${formatUtc(key.revoked_at)}` : 'active'}</td>
                    <td>
                      {!key.revoked_at && (
                        <button type="button" className="danger small" onClick={() => setConfirming(key)} aria-label={`Revoke key ${key.key_id}`}>
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={`Revoke key ${confirming?.key_id ?? ''}?`}
        confirmLabel="Revoke the key"
        busy={revoke.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === null) return;
          revoke.mutate(confirming.key_id, { onSettled: () => setConfirming(null) });
        }}
      >
        <p>
          Every call with this key will answer 401 from now on. This cannot be undone.
          {confirming !== null && isKeyWithPrefix(localKey, confirming.prefix) && (
            <strong> This is the key this app uses: the app stops working until it is restarted with a new key.</strong>
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
