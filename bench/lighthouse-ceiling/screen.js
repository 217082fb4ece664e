// The screen: React DOM renders one small form under the splash, which lifts 2 s after the page's
// start and fades for 0.5 s, as ours does (web/src/app/Splash.tsx).
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SendScreen() {
  const [amount, setAmount] = useState('500');
  const rupees = (Math.round(Number(amount) * 6425) / 100).toFixed(2);
  return h(
    'main',
    null,
    h('h1', null, 'Send money'),
    h(
      'form',
      { onSubmit: (event) => event.preventDefault() },
      h('label', { htmlFor: 'amount' }, 'You send (CAD)'),
      h('input', { id: 'amount', inputMode: 'decimal', value: amount, onChange: (event) => setAmount(event.target.value) }),
      h('p', null, `Recipient gets ₹${rupees}`),
      h('button', { type: 'submit' }, 'Continue'),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(SendScreen));
const splash = document.getElementById('splash');
const fadeInMs = Math.max(0, 2000 - performance.now());
setTimeout(() => splash.setAttribute('data-lifting', ''), fadeInMs);
setTimeout(() => splash.remove(), fadeInMs + 500);
