import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kúpiť',
  VerticalEmbed_Events_Button: 'Registrovať sa',
  VerticalEmbed_Bookings_Button: 'Rezervovať',
  UploadFile_Viewer_Download: 'Stiahnuť {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Opustili ste galériu',
  Viewer_Read_More: 'Čítať ďalej',
  Viewer_See_Full_Post: 'Zobraziť celý príspevok',
  Spoiler_Click_To_Reveal: 'Kliknutím zobrazíte',
  Spoiler_Reveal_Image: 'Zobraziť obrázok',
  Spoiler_Reveal_Gallery: 'Zobraziť galériu',
  Spoiler_Reveal_Video: 'Zobraziť video',
  Image_Expand: 'Zväčšiť obrázok',
  Viewer_Close: 'Zavrieť',
  Collapsible_Expand: 'Rozbaliť',
  Collapsible_Shrink: 'Zbaliť',
  Media_Play: 'Prehrať',
  Media_Pause: 'Pozastaviť',
  Audio_Seek: 'Posunúť',
  Audio_Volume: 'Hlasitosť',
  Audio_Mute: 'Stlmiť',
  Audio_Unmute: 'Zapnúť zvuk',
  Audio_Playback_Speed: 'Rýchlosť prehrávania',
  Audio_Speed_Normal: 'Normálna',
  Audio_More_Actions: 'Ďalšie akcie',
  Audio_Download: 'Stiahnuť',
};

export default messages;
