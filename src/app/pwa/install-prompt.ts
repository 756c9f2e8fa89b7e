import { useSyncExternalStore } from 'react';

// The browser's install prompt arrives once, early, as `beforeinstallprompt` (Chromium only); it is
// kept here from the first moment so the install button can use it whenever it is shown.

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

let listening = false;

export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') installed = true;
  notify();
}

type InstallOption = 'prompt' | 'ios-guide' | 'none';

const isStandalone = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

// iOS browsers never fire the prompt: Safari installs from Share, Add to Home Screen (iPadOS
// reports itself as a Mac, but with touch).
const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

function currentOption(): InstallOption {
  if (installed || isStandalone()) return 'none';
  if (deferred) return 'prompt';
  return isIos() ? 'ios-guide' : 'none';
}

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentOption,
    () => 'none',
  );
}
