import { useEffect, useState } from 'react';
import { copyText } from '../lib/save-text.ts';

/** Copies `text`; says 'Copied' (announced) for a moment, or why it failed. */
export function CopyButton({ text, label = 'Copy', className }: { text: string; label?: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <span className="copy-button">
      <button
        type="button"
        className={className}
        onClick={() => copyText(text).then(() => setState('copied'), () => setState('failed'))}
      >
        {label}
      </button>
      <span role="status" className="copy-status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the text and copy it by hand' : ''}
      </span>
    </span>
  );
}
