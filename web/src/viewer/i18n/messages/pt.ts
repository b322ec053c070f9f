import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Comprar agora',
  VerticalEmbed_Events_Button: 'Inscreva-se agora',
  VerticalEmbed_Bookings_Button: 'Reservar agora',
  UploadFile_Viewer_Download: 'Baixar {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Você saiu da galeria',
  Viewer_Read_More: 'Leia mais',
  Viewer_See_Full_Post: 'Ver a publicação completa',
  Spoiler_Click_To_Reveal: 'Clique para revelar',
  Spoiler_Reveal_Image: 'Revelar imagem',
  Spoiler_Reveal_Gallery: 'Revelar galeria',
  Spoiler_Reveal_Video: 'Revelar vídeo',
  Image_Expand: 'Ampliar imagem',
  Viewer_Close: 'Fechar',
  Fullscreen_Viewer: 'Visualizador em tela cheia',
  Fullscreen_Previous: 'Anterior',
  Fullscreen_Next: 'Próximo',
  Collapsible_Expand: 'Expandir',
  Collapsible_Shrink: 'Recolher',
};

export default messages;
