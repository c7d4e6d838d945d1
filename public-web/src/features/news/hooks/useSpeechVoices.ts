import { useEffect, useState } from 'react';

/** The browser's speech engine, when it has one. */
export function speechEngine(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

/** The voices the speech engine offers; Chrome lists them only after 'voiceschanged'. */
export function useSpeechVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => speechEngine()?.getVoices() ?? []);
  useEffect(() => {
    const engine = speechEngine();
    if (!engine) return;
    const update = () => setVoices(engine.getVoices());
    update();
    engine.addEventListener('voiceschanged', update);
    return () => engine.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}
