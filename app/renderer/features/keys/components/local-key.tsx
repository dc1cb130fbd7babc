import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';
import { maskKey } from '../key-display.ts';

/** The API key this app uses (the local account's), for bots on this machine. */
export function LocalKey({ apiKey, account, origin }: { apiKey: string; account: string | null; origin: string }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="card" aria-labelledby="local-key-title">
      <h2 id="local-key-title">This app’s key{account ? ` (account ${account})` : ''}</h2>
      <p>
        Bots on this machine can call <code>{origin}/v1/strategy</code> with the header <code>X-API-Key</code>.
      </p>
      <p className="key-line">
        <code aria-label={shown ? 'API key' : 'API key, hidden'}>{shown ? apiKey : maskKey(apiKey)}</code>
        <button type="button" onClick={() => setShown(!shown)} aria-pressed={shown}>
          {shown ? 'Hide' : 'Show'} the key
        </button>
        <CopyButton text={apiKey} label="Copy the key" />
      </p>
    </section>
  );
}
