import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Acquista ora',
  VerticalEmbed_Events_Button: 'Registrati ora',
  VerticalEmbed_Bookings_Button: 'Prenota ora',
  UploadFile_Viewer_Download: 'Scarica {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Sei uscito dalla galleria',
  Viewer_Read_More: 'Continua a leggere',
  Viewer_See_Full_Post: 'Vedi il post completo',
  Spoiler_Click_To_Reveal: 'Fai clic per mostrare',
  Spoiler_Reveal_Image: 'Mostra immagine',
  Spoiler_Reveal_Gallery: 'Mostra galleria',
  Spoiler_Reveal_Video: 'Mostra video',
  Image_Expand: 'Ingrandisci immagine',
  Viewer_Close: 'Chiudi',
  Fullscreen_Viewer: 'Visualizzatore a schermo intero',
  Fullscreen_Previous: 'Precedente',
  Fullscreen_Next: 'Successivo',
  Collapsible_Expand: 'Espandi',
  Collapsible_Shrink: 'Comprimi',
};

export default messages;
