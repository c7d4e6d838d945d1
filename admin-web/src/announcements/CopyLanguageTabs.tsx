import { type ReactNode, useId } from 'react';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@gameshift/contracts';
import { Box, Tab, Tabs } from '@mui/material';
import { announcementText } from '../messages';

type CopyLanguageTabsProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The copy in `value`, shown in the tab panel. */
  children: ReactNode;
};

/**
 * One tab per language of the site, each named in its own language (as the site's switcher names
 * them), over the copy that reservations made in the chosen one get. Scrolls sideways within itself
 * on a phone rather than widening the page.
 */
export const CopyLanguageTabs = ({ value, onChange, children }: CopyLanguageTabsProps) => {
  const id = useId();
  const tabId = (locale: Locale) => `${id}-tab-${locale}`;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tabs
        value={value}
        onChange={(_event, locale: Locale) => onChange(locale)}
        aria-label={announcementText.copyLanguages}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {LOCALES.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            id={tabId(locale)}
            aria-controls={`${id}-panel`}
            label={<span lang={LOCALE_TAGS[locale]}>{LOCALE_NAMES[locale]}</span>}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
};
