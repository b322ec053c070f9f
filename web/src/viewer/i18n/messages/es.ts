import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Comprar ahora',
  VerticalEmbed_Events_Button: 'Inscríbete ahora',
  VerticalEmbed_Bookings_Button: 'Reservar ahora',
  UploadFile_Viewer_Download: 'Descargar {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Has salido de la galería',
  Viewer_Read_More: 'Leer más',
  Viewer_See_Full_Post: 'Ver la publicación completa',
  Spoiler_Click_To_Reveal: 'Haz clic para mostrar',
  Spoiler_Reveal_Image: 'Mostrar imagen',
  Spoiler_Reveal_Gallery: 'Mostrar galería',
  Spoiler_Reveal_Video: 'Mostrar video',
  Image_Expand: 'Ampliar imagen',
  Viewer_Close: 'Cerrar',
  Fullscreen_Viewer: 'Visor a pantalla completa',
  Fullscreen_Previous: 'Anterior',
  Fullscreen_Next: 'Siguiente',
  Collapsible_Expand: 'Expandir',
  Collapsible_Shrink: 'Contraer',
};

export default messages;
