import { useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useCreateKey } from '../api/create-key.ts';

/** Creates a key; the full key is shown once, with a copy button, until dismissed. */
export function CreateKeyForm({ defaultAccount }: { defaultAccount: string }) {
  const create = useCreateKey();
  const [account, setAccount] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create a key</h2>
      <form
        className="field-grid"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ account: (account ?? defaultAccount).trim(), ...(label.trim() ? { label: label.trim() } : {}) });
        }}
      >
        <label className="field">
          <span>Account</span>
          <input required value={account ?? defaultAccount} onChange={(event) => setAccount(event.target.value)} />
        </label>
        <label className="field">
          <span>Label (optional)</span>
          <input value={label} maxLength={100} placeholder="e.g. my bot" onChange={(event) => setLabel(event.target.value)} />
        </label>
        <div className="button-row">
          <button type="submit" className="primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create key'}
          </button>
        </div>
      </form>
      {create.error && <ErrorPanel error={create.error} title="The key could not be created" />}
      {create.data && (
        <div className="new-key" role="status">
          <p className="new-key-title">
            New key <code>{create.data.key_id}</code>: copy it now, it is shown only once.
          </p>
          <p className="key-line">
            <code aria-label="New API key">{create.data.key}</code>
            <CopyButton text={create.data.key} label="Copy the new key" />
          </p>
          <button type="button" onClick={() => create.reset()}>
            I have stored the key
          </button>
        </div>
      )}
    </section>
  );
}
