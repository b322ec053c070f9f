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
  HtmlEmbed_Frame_Title: 'Conteúdo incorporado',
  UploadFile_Error_Generic_Item: 'Não foi possível enviar o arquivo',
  UploadFile_Error_Size_Item: 'O arquivo é grande demais para ser enviado',
  UploadFile_Error_Details: 'Detalhes do erro',
  TextSelection_Toolbar_Label: 'Texto selecionado',
  TextSelection_Copy: 'Copiar',
  TextSelection_Tweet: 'Tuitar',
};

export default messages;
