import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/button.tsx';
import { promptInstall, useInstallOption } from './install-prompt.ts';
import * as styles from './install-app.css.ts';

/** Install Sillage: the browser's prompt where it offers one, the steps on iOS (DESIGN §4). */
export function InstallApp() {
  const option = useInstallOption();
  if (option === 'none') return null;
  return (
    <div className={styles.install}>
      {option === 'prompt' ? (
        <Button size="sm" variant="secondary" onClick={() => void promptInstall()}>
          {m.app_install()}
        </Button>
      ) : (
        <p className={styles.guide}>{messages.installIos}</p>
      )}
    </div>
  );
}
