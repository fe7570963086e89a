import { everyScreenPassesAxe } from '../../support/screens-axe';

everyScreenPassesAxe('Guest');
