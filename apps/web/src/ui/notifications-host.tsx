import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './theme.module.css';

/** Where notifications appear; its own chunk, mounted once the page is idle (`app-providers.tsx`). */
export default function NotificationsHost() {
  return <Notifications position="top-right" limit={4} classNames={{ root: classes.notifications }} />;
}
