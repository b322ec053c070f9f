import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Comprar agora',
  VerticalEmbed_Events_Button: 'Inscreva-se agora',
  VerticalEmbed_Bookings_Button: 'Reservar agora',
  UploadFile_Viewer_Download: 'Baixar {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'A página do produto estará disponível quando você publicar o seu site.',
  Poll_Vote: 'Votar',
  Poll_Votes_One: '{number} voto',
  Poll_Votes_Other: '{number} votos',
  Poll_Voters: 'Votantes',
  Poll_Toast_No_Internet: 'Sem internet. Verifique sua conexão.',
  Poll_Toast_Server_Error: 'Não foi possível conectar ao servidor. Tente novamente mais tarde.',
  Map_Label: 'Mapa: {location}',
  Map_Zoom_In: 'Aumentar zoom',
  Map_Zoom_Out: 'Diminuir zoom',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'O Street View não está disponível neste mapa.',
  Accessibility_Left_Gallery: 'Você saiu da galeria',
  Viewer_Read_More: 'Leia mais',
  Viewer_See_Full_Post: 'Ver a publicação completa',
  Spoiler_Click_To_Reveal: 'Clique para revelar',
  Spoiler_Reveal_Image: 'Revelar imagem',
  Spoiler_Reveal_Gallery: 'Revelar galeria',
  Spoiler_Reveal_Video: 'Revelar vídeo',
  Image_Expand: 'Ampliar imagem',
  Viewer_Close: 'Fechar',
  Collapsible_Expand: 'Expandir',
  Collapsible_Shrink: 'Recolher',
};

export default messages;
