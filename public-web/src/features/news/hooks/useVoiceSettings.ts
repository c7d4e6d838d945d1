import { DEFAULT_VOICE_SETTINGS, parseVoiceSettings, VOICE_SETTINGS_KEY, type VoiceSettings } from '@gameshift/contracts';
import { useCallback, useState } from 'react';

function loadSettings(): VoiceSettings {
  // The server renders with the defaults; the player shows no setting before it is opened anyway.
  if (typeof window === 'undefined') return { ...DEFAULT_VOICE_SETTINGS };
  try {
    return parseVoiceSettings(window.localStorage.getItem(VOICE_SETTINGS_KEY));
  } catch (error) {
    console.error('The saved voice settings could not be loaded; using the defaults.', error);
    return { ...DEFAULT_VOICE_SETTINGS };
  }
}

/** Speed, pitch and voice of the read-aloud player, kept in localStorage. */
export function useVoiceSettings(): [VoiceSettings, (next: VoiceSettings) => void] {
  const [settings, setSettings] = useState(loadSettings);
  const save = useCallback((next: VoiceSettings) => {
    setSettings(next);
    try {
      window.localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify(next));
    } catch (error) {
      console.error('The voice settings could not be saved.', error);
    }
  }, []);
  return [settings, save];
}
